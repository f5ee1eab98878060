/**
 * Chilean RUT (Rol Único Tributario) helpers. The spec form is the body
 * digits, a hyphen and the check digit, without dots: `12345678-5`,
 * `7654321-K`. People type it in many ways (`12.345.678-5`, `123456785`,
 * `12 345 678-k`); `normalizeRut` turns those into the spec form.
 */

/** Spec §5: 9 to 10 characters, digits, a hyphen, then a digit or k/K. */
const RUT_PATTERN = /^\d+-[\dkK]$/;
export const RUT_MIN_LENGTH = 9;
export const RUT_MAX_LENGTH = 10;

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

/**
 * The check digit of a RUT body: modulo 11 with weights 2 to 7 cycling from
 * the rightmost digit; 11 gives '0' and 10 gives 'K'.
 */
export function computeCheckDigit(body: string): string {
  if (!/^\d+$/.test(body)) {
    throw new RangeError(`A RUT body is made of digits only: "${body}"`);
  }
  let sum = 0;
  let weight = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    sum += Number(body[index]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const result = 11 - (sum % 11);
  if (result === 11) return '0';
  if (result === 10) return 'K';
  return String(result);
}

/** The spec §5 shape (length and pattern), without checking the check digit. */
export function isRutFormat(value: string): boolean {
  return (
    value.length >= RUT_MIN_LENGTH && value.length <= RUT_MAX_LENGTH && RUT_PATTERN.test(value)
  );
}

/** Shape and check digit; a lower-case k is accepted. */
export function isValidRut(value: string): boolean {
  if (!isRutFormat(value)) return false;
  const [body = '', checkDigit = ''] = value.split('-');
  return computeCheckDigit(body) === checkDigit.toUpperCase();
}

/** The same RUT however it was typed (dots, hyphen, k or K): `12.345.678-k` is `12345678-K`. */
export function sameRut(a: string, b: string): boolean {
  return normalizeRut(a) === normalizeRut(b);
}
