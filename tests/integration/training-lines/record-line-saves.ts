import { onTestFinished } from 'vitest';
import { server } from '@/mocks/node';

/** A create, edit or delete of a training line, as the backend received it. */
export interface SentLineSave {
  method: string;
  /** The path without the API base URL's origin (`/api/formations/training/…/`). */
  path: string;
  contentType: string;
  /** The multipart body (create, edit), once read. */
  form?: FormData;
  /** The JSON body (soft delete), once read. */
  json?: unknown;
}

/**
 * Records the training-line saves (POST and PATCH of `api/formations/training/`)
 * the app sends during the current test, reading multipart bodies as form data
 * and the others as JSON (tests/testing/record-requests.ts reads JSON only).
 * Bodies are read asynchronously: assert on them inside `waitFor`.
 */
export function recordLineSaves(): SentLineSave[] {
  const sent: SentLineSave[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!['POST', 'PATCH'].includes(request.method)) return;
    if (!url.pathname.startsWith('/api/formations/training/')) return;
    const contentType = request.headers.get('Content-Type') ?? '';
    const entry: SentLineSave = { method: request.method, path: url.pathname, contentType };
    sent.push(entry);
    const copy = request.clone();
    if (contentType.startsWith('multipart/form-data')) {
      void copy.formData().then((form) => {
        entry.form = form;
      });
    } else {
      void copy.json().then((json: unknown) => {
        entry.json = json;
      });
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return sent;
}

/** A part of a recorded multipart body: its text, or a file's type, size and content. */
export async function partOf(
  form: FormData | undefined,
  field: string,
): Promise<string | { type: string; size: number; text: string } | undefined> {
  const value = form?.get(field);
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return { type: value.type, size: value.size, text: await value.text() };
}
