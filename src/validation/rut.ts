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

// The RUT's normal form and its comparison live apart (same-rut.ts): the edge
// compares RUTs after a save, and must not bring the forms' code into a list's load.
export { cleanRut, normalizeRut, sameRut } from './same-rut';

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
