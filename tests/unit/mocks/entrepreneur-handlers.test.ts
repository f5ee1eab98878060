import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readDb } from '@/mocks/db';
import { issueTokens } from '@/mocks/tokens';
import {
  DEMO_ONLY_TYPEFORM_WEBHOOK_SECRET,
  issueResponseToken,
  typeformSignature,
  verifyResponseToken,
} from '@/mocks/webhook-signing';
import { accountOf, demoUser } from '@tests/testing/demo-session';

/**
 * The demo backend's diagnostics webhook (docs/api-contract.md, "Entrepreneur":
 * `POST api/evaluations/evaluated-result/`): only a delivery signed with the
 * webhook secret is read, and the answers go to the user of a valid
 * `response_token` for that form, never to a user id the caller names.
 */

const base = 'http://api.test/';
const webhook = `${base}api/evaluations/evaluated-result/`;
/** The logged-in entrepreneur: no diagnostic done. */
const carolina = accountOf.user;
/** Another entrepreneur, whose answers Carolina must not be able to write. */
const javiera = 'javiera.gonzalez@correo.cl';

interface ListedEvaluation {
  uuid: string;
  form_id: string;
  is_done: boolean;
  response_token: string;
}

/** `GET api/user/list-available/` as `email`, as the dashboard asks for it. */
async function listAvailable(email: string): Promise<ListedEvaluation[]> {
  const response = await fetch(`${base}api/user/list-available/`, {
    headers: { Authorization: `Bearer ${issueTokens(demoUser(email).uuid).access}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ListedEvaluation[];
}

async function tokenOf(email: string, formId: string): Promise<string> {
  const evaluation = (await listAvailable(email)).find((row) => row.form_id === formId);
  if (!evaluation) throw new Error(`No ${formId} for ${email}`);
  return evaluation.response_token;
}

/** Typeform's `form_response` payload with these hidden fields. */
function formResponse(formId: string, hidden: Record<string, string>) {
  return {
    event_type: 'form_response',
    form_response: {
      form_id: formId,
      submitted_at: '2026-11-22T20:10:00Z',
      hidden,
      definition: {
        fields: [{ id: 'q1', title: '¿Cuántas personas trabajan en tu negocio?' }],
      },
      answers: [{ type: 'choice', choice: { label: 'Más de 10' }, field: { id: 'q1' } }],
    },
  };
}

interface Delivery {
  /** The Typeform-Signature header; default: the webhook secret's signature of the body. */
  signature?: string | null;
}

/** Posts `raw` to the webhook without a session, as Typeform does. */
async function deliver(raw: string, { signature }: Delivery = {}) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const header = signature === undefined ? await typeformSignature(raw) : signature;
  if (header !== null) headers.set('Typeform-Signature', header);
  const response = await fetch(webhook, { method: 'POST', headers, body: raw });
  return { status: response.status, body: (await response.json()) as unknown };
}

function resultsOf(email: string) {
  const pyme = readDb().pymes.find((candidate) => candidate.user_uuid === demoUser(email).uuid);
  return readDb().evaluationResults.filter((result) => result.pyme_uuid === pyme?.uuid);
}

const storedResults = () => structuredClone(readDb().evaluationResults);

describe('GET api/user/list-available/: response_token', () => {
  it('gives each diagnostic a token for this user and that form only', async () => {
    const carolinaUuid = demoUser(carolina).uuid;
    const rows = await listAvailable(carolina);
    expect(rows.map((row) => row.form_id)).toEqual(['etapa-1', 'etapa-2', 'etapa-3']);
    for (const row of rows) {
      expect(row.response_token).toMatch(new RegExp(`^${carolinaUuid}\\.[A-Za-z0-9_-]{43}$`));
      expect(await verifyResponseToken(row.response_token, row.form_id)).toBe(carolinaUuid);
      for (const other of rows.filter((candidate) => candidate !== row)) {
        expect(await verifyResponseToken(row.response_token, other.form_id)).toBeNull();
      }
    }
    // Another entrepreneur gets other tokens; the same user gets the same one again.
    const javieraTokens = (await listAvailable(javiera)).map((row) => row.response_token);
    expect(javieraTokens).not.toContain(rows[0]?.response_token);
    expect((await listAvailable(carolina)).map((row) => row.response_token)).toEqual(
      rows.map((row) => row.response_token),
    );
  });
});

describe('POST api/evaluations/evaluated-result/: the form provider’s webhook', () => {
  it('signs as Typeform does: sha256= and the base64 HMAC-SHA256 of the raw body', async () => {
    const raw = JSON.stringify(formResponse('etapa-1', { response_token: 'x' }));
    const expected = createHmac('sha256', DEMO_ONLY_TYPEFORM_WEBHOOK_SECRET)
      .update(raw)
      .digest('base64');
    expect(await typeformSignature(raw)).toBe(`sha256=${expected}`);
  });

  it('refuses an unsigned delivery with 401 and stores nothing', async () => {
    const victim = demoUser(javiera).uuid;
    const raw = JSON.stringify(
      formResponse('etapa-2', {
        user_id: victim,
        response_token: await tokenOf(javiera, 'etapa-2'),
      }),
    );
    const before = storedResults();
    expect(await deliver(raw, { signature: null })).toEqual({
      status: 401,
      body: { detail: 'INVALID_SIGNATURE' },
    });
    expect(readDb().evaluationResults).toEqual(before);
  });

  it.each([
    ['signed with another secret', (raw: string) => typeformSignature(raw, 'not-the-secret')],
    [
      'the signature of another body (answers changed after signing)',
      (raw: string) => typeformSignature(raw.replace('Más de 10', 'Solo yo')),
    ],
    [
      'the signature of the same JSON spaced differently (not the raw body)',
      (raw: string) => typeformSignature(JSON.stringify(JSON.parse(raw), null, 2)),
    ],
    [
      'a hex digest instead of base64',
      (raw: string) =>
        Promise.resolve(
          `sha256=${createHmac('sha256', DEMO_ONLY_TYPEFORM_WEBHOOK_SECRET).update(raw).digest('hex')}`,
        ),
    ],
    [
      'the digest without the sha256= prefix',
      async (raw: string) => (await typeformSignature(raw)).slice('sha256='.length),
    ],
    ['an empty header', () => Promise.resolve('')],
  ])('refuses a wrong signature (%s) with 401 and stores nothing', async (_case, sign) => {
    const raw = JSON.stringify(
      formResponse('etapa-2', {
        user_id: demoUser(javiera).uuid,
        response_token: await tokenOf(javiera, 'etapa-2'),
      }),
    );
    const before = storedResults();
    expect(await deliver(raw, { signature: await sign(raw) })).toEqual({
      status: 401,
      body: { detail: 'INVALID_SIGNATURE' },
    });
    expect(readDb().evaluationResults).toEqual(before);
  });

  it('refuses a signed delivery that names another user in hidden.user_id without a token', async () => {
    const before = storedResults();
    const raw = JSON.stringify(formResponse('etapa-2', { user_id: demoUser(javiera).uuid }));
    expect(await deliver(raw)).toEqual({
      status: 400,
      body: { response_token: ['REQUIRED'] },
    });
    expect(readDb().evaluationResults).toEqual(before);
  });

  it('refuses forged tokens for another user, whatever hidden.user_id says', async () => {
    const victim = demoUser(javiera).uuid;
    const own = await tokenOf(carolina, 'etapa-2');
    const ownSignature = own.slice(own.indexOf('.') + 1);
    const forged = [
      // Carolina's own token with Javiera's uuid put in front of its signature.
      `${victim}.${ownSignature}`,
      // A token for Javiera made with a guessed secret.
      await issueResponseToken(victim, 'etapa-2', 'guessed-secret'),
      // Javiera's uuid alone, or with a made-up signature.
      victim,
      `${victim}.`,
      `${victim}.AAAA`,
      `${victim}.not base64!`,
    ];
    const before = storedResults();
    for (const token of forged) {
      const raw = JSON.stringify(
        formResponse('etapa-2', { user_id: victim, response_token: token }),
      );
      expect(await deliver(raw), token).toEqual({
        status: 400,
        body: { response_token: ['INVALID_TOKEN'] },
      });
    }
    expect(readDb().evaluationResults).toEqual(before);
  });

  it('does not take a token issued for one form in a delivery of another form', async () => {
    const carolinaUuid = demoUser(carolina).uuid;
    const before = storedResults();
    const raw = JSON.stringify(
      formResponse('etapa-2', {
        user_id: carolinaUuid,
        response_token: await tokenOf(carolina, 'etapa-1'),
      }),
    );
    expect(await deliver(raw)).toEqual({
      status: 400,
      body: { response_token: ['INVALID_TOKEN'] },
    });
    expect(readDb().evaluationResults).toEqual(before);
    expect(resultsOf(carolina)).toEqual([]);
  });

  it('refuses a valid token of a user without a pyme with USER_NOT_EXISTS', async () => {
    const admin = demoUser(accountOf.admin).uuid;
    const before = storedResults();
    const raw = JSON.stringify(
      formResponse('etapa-1', { response_token: await issueResponseToken(admin, 'etapa-1') }),
    );
    expect(await deliver(raw)).toEqual({
      status: 400,
      body: { response_token: ['USER_NOT_EXISTS'] },
    });
    expect(readDb().evaluationResults).toEqual(before);
  });

  it('keeps INVALID_FORM for a form the backend does not know', async () => {
    const raw = JSON.stringify(
      formResponse('no-such-form', { response_token: await tokenOf(carolina, 'etapa-1') }),
    );
    expect(await deliver(raw)).toEqual({ status: 400, body: { form_id: ['INVALID_FORM'] } });
  });

  it('stores a signed delivery with a valid token under the token’s user, whatever hidden.user_id says', async () => {
    const etapa2 = readDb().evaluations.find((evaluation) => evaluation.form_id === 'etapa-2');
    const javieraBefore = structuredClone(resultsOf(javiera));
    const raw = JSON.stringify(
      formResponse('etapa-2', {
        user_id: demoUser(javiera).uuid,
        response_token: await tokenOf(carolina, 'etapa-2'),
      }),
    );
    expect(await deliver(raw)).toEqual({ status: 201, body: { message: 'RESULT_SAVED' } });
    expect(resultsOf(carolina)).toEqual([
      expect.objectContaining({
        evaluation_uuid: etapa2?.uuid,
        answers: [
          { question_name: '¿Cuántas personas trabajan en tu negocio?', answer_text: 'Más de 10' },
        ],
      }),
    ]);
    expect(resultsOf(javiera)).toEqual(javieraBefore);
    expect((await listAvailable(carolina)).map((row) => [row.form_id, row.is_done])).toEqual([
      ['etapa-1', false],
      ['etapa-2', true],
      ['etapa-3', false],
    ]);
  });
});
