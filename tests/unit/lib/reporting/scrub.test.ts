import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText } from '@/lib/reporting/scrub';

/** Personal data and secrets the app handles, as they could end up in an error's text. */
const personal = {
  email: 'carolina.perez+pymes@correo.cl',
  rutWithDots: '12.345.678-5',
  rutPlain: '7654321-K',
  mobile: '+56 9 8765 4321',
  mobilePlain: '987654321',
  landline: '(2) 2345 6789',
  jwt: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjoiYWJjIn0.c2lnbmF0dXJhLWZhbHNh',
  resetToken: 'b1c2d3e4-reset-token',
  search: 'Dulces Carolina',
};
const secrets = Object.values(personal);

/** Every string anywhere in `value`. */
function allText(value: unknown): string {
  return JSON.stringify(value);
}

describe('the report scrubber', () => {
  it('takes e-mails, RUTs, phones, JWTs, bearer values and query strings out of a text', () => {
    const text = `Failed for ${personal.email} (RUT ${personal.rutWithDots}, ${personal.rutPlain}), phones ${personal.mobile} / ${personal.mobilePlain} / ${personal.landline}; Authorization: Bearer ${personal.jwt}; GET https://api.pymesdigitales.cl/api/pymes/pyme-search/?search=${personal.search}&limit=10; /resetPassword/x?token=${personal.resetToken}; cookie accessToken=${personal.jwt}`;
    const scrubbed = scrubText(text);
    for (const secret of secrets) expect(scrubbed).not.toContain(secret);
    // What is not personal stays: the words around, the API path.
    expect(scrubbed).toContain('Failed for');
    expect(scrubbed).toContain('https://api.pymesdigitales.cl/api/pymes/pyme-search/');
  });

  it('leaves an event with nothing personal in messages, exceptions, breadcrumbs, extra data, contexts and the request', () => {
    const event = {
      event_id: 'a'.repeat(32),
      release: 'pymes-digitales@0.1.0',
      environment: 'production',
      message: `Answer not understood for ${personal.email}`,
      exception: {
        values: [
          {
            type: 'Error',
            value: `Cannot read rut of ${personal.rutWithDots}`,
            stacktrace: {
              frames: [{ filename: 'https://app.example/assets/index-abc.js', lineno: 3 }],
            },
          },
        ],
      },
      breadcrumbs: [
        { category: 'console', message: `login ${personal.email} ${personal.mobile}` },
        {
          category: 'fetch',
          data: {
            url: `https://api.example/api/users/?email=${personal.email}`,
            body: personal.rutPlain,
          },
        },
        {
          category: 'navigation',
          message: `/resetPassword/${personal.resetToken}?next=/dashboard`,
        },
      ],
      extra: {
        response: { rut_user: personal.rutPlain, phone: personal.landline },
        note: `token ${personal.jwt}`,
        nested: { deeper: [{ email: personal.email, text: `llamar al ${personal.mobilePlain}` }] },
      },
      contexts: {
        feedback: {
          message: `Soy ${personal.email}, mi RUT ${personal.rutPlain}`,
          // Hex ids may hold long runs of digits: they are not phone numbers.
          associated_event_id: '0657db3896467e12345678c5b474914a',
        },
        trace: { trace_id: 'ab26206b26cc4fedbd2dae54425f79a9', span_id: '12345678d5cc80ab' },
      },
      user: { email: personal.email, ip_address: '200.1.2.3' },
      request: {
        url: `https://app.example/resetPassword/${personal.resetToken}?buscar=${personal.search}`,
        query_string: `buscar=${personal.search}`,
        cookies: { accessToken: personal.jwt },
        headers: { Cookie: `accessToken=${personal.jwt}`, Authorization: `Bearer ${personal.jwt}` },
        data: { email: personal.email },
      },
      tags: { route: '/resetPassword/:token', role: 'guest' },
    };

    const scrubbed = scrubEvent(event, '/resetPassword/:token');
    const text = allText(scrubbed);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain('200.1.2.3');
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.request).toEqual({ url: '/resetPassword/:token' });
    // What makes the report useful stays as it was.
    expect(scrubbed.release).toBe('pymes-digitales@0.1.0');
    expect(scrubbed.tags).toEqual({ route: '/resetPassword/:token', role: 'guest' });
    expect(scrubbed.exception.values[0]?.stacktrace).toEqual(event.exception.values[0]?.stacktrace);
    expect(scrubbed.exception.values[0]?.value).toContain('Cannot read rut of');
    expect(scrubbed.contexts.feedback.associated_event_id).toBe('0657db3896467e12345678c5b474914a');
    expect(scrubbed.contexts.trace).toEqual(event.contexts.trace);
  });

  it('cuts a cycle instead of looping', () => {
    const extra: Record<string, unknown> = { note: personal.email };
    extra.self = extra;
    const scrubbed = scrubEvent({ extra }, '/');
    expect(allText(scrubbed)).not.toContain(personal.email);
  });
});
