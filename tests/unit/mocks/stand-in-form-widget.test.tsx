import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setReading } from '@/mocks/readings';
import { readDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { StandInFormWidget } from '@/mocks/stand-in-form-widget';
import { issueResponseToken } from '@/mocks/webhook-signing';
import { accountOf, demoUser } from '@tests/testing/demo-session';

/**
 * The demo's stand-in for Typeform: it shows the hidden fields it was given
 * and posts them, exactly as given, to the webhook.
 */

const carolina = accountOf.user;

/** The `hidden` of every webhook delivery from now on. */
function recordHidden(): unknown[] {
  const seen: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('api/evaluations/evaluated-result/')) {
      void request
        .clone()
        .json()
        .then((body: { form_response?: { hidden?: unknown } }) => {
          seen.push(body.form_response?.hidden);
        });
    }
  });
  return seen;
}

async function answerAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('2 a 5'));
  await user.click(screen.getByLabelText('Solo redes sociales'));
  await user.click(screen.getByLabelText('En una planilla'));
  await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
}

function resultsOfCarolina() {
  const pyme = readDb().pymes.find((candidate) => candidate.user_uuid === demoUser(carolina).uuid);
  return readDb().evaluationResults.filter((result) => result.pyme_uuid === pyme?.uuid);
}

afterEach(() => {
  setReading('full');
  server.events.removeAllListeners();
});

describe('StandInFormWidget', () => {
  it('shows and posts hidden {user_id} as given (the spec-only API files it)', async () => {
    setReading('spec-only');
    const userId = demoUser(carolina).uuid;
    const hidden = recordHidden();
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    render(
      <StandInFormWidget formId="etapa-1" hidden={{ user_id: userId }} onSubmitted={onSubmitted} />,
    );
    expect(screen.getByText(`Campos ocultos: user_id = ${userId}`)).toBeVisible();

    await answerAndSend(user);
    await waitFor(() => {
      expect(onSubmitted).toHaveBeenCalledTimes(1);
      expect(hidden).toEqual([{ user_id: userId }]);
    });
    expect(resultsOfCarolina()).toHaveLength(1);
  });

  it('shows and posts hidden {response_token} as given (the full API files it)', async () => {
    const token = await issueResponseToken(demoUser(carolina).uuid, 'etapa-1');
    const hidden = recordHidden();
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    render(
      <StandInFormWidget
        formId="etapa-1"
        hidden={{ response_token: token }}
        onSubmitted={onSubmitted}
      />,
    );
    expect(screen.getByText(`Campos ocultos: response_token = ${token}`)).toBeVisible();

    await answerAndSend(user);
    await waitFor(() => {
      expect(onSubmitted).toHaveBeenCalledTimes(1);
      expect(hidden).toEqual([{ response_token: token }]);
    });
    expect(resultsOfCarolina()).toHaveLength(1);
  });

  it('says so when there is no hidden field, and shows the failure of a refused delivery', async () => {
    server.use(
      http.post('http://api.test/api/evaluations/evaluated-result/', () =>
        Response.json({ response_token: ['REQUIRED'] }, { status: 400 }),
      ),
    );
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    render(<StandInFormWidget formId="etapa-1" hidden={{}} onSubmitted={onSubmitted} />);
    expect(screen.getByText('Campos ocultos: ninguno')).toBeVisible();
    await answerAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos enviar tus respuestas');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
