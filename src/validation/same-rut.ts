/**
 * A RUT's normal form and the comparison of two RUTs, apart from the RUT's
 * rules (rut.ts): the edge's save checks use them, and a list's first load
 * carries these few lines, not the forms' code.
 */

/** What the user typed, without dots, spaces or hyphens, with an upper-case K. */
export function cleanRut(input: string): string {
  return input.replace(/[.\s-]/g, '').toUpperCase();
}

/**
 * The spec form of a typed RUT: `12.345.678-5`, `12345678-5`, `123456785`
 * and `12.345.678-k` become `12345678-5` / `12345678-K`. Input that is not
 * digits followed by a check digit (letters in the body, too short) comes
 * back trimmed but otherwise unchanged, so the validation can say why.
 */
export function normalizeRut(input: string): string {
  const cleaned = cleanRut(input);
  if (!/^\d+[\dK]$/.test(cleaned)) return input.trim();
  return `${cleaned.slice(0, -1)}-${cleaned.slice(-1)}`;
}

/** The same RUT however it was typed (`12.345.678-k` and `12345678-K`). */
export function sameRut(a: string, b: string): boolean {
  return normalizeRut(a) === normalizeRut(b);
}
