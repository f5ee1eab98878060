import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanRut,
  computeCheckDigit,
  isRutFormat,
  isValidRut,
  normalizeRut,
  sameRut,
} from '@/validation/rut';
import { sameEmail } from '@/validation/same-email';

/** 12345678 -> 12.345.678 */
function withDots(body: string): string {
  return body.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

const checkDigits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K'];

describe('computeCheckDigit', () => {
  it.each([
    ['12345678', '5'],
    ['1234567', '4'],
    ['123456', '0'],
    ['123456789', '2'],
    ['11111111', '1'],
    ['22222222', '2'],
    ['10000013', 'K'],
    ['1000005', 'K'],
    ['10000004', '0'],
    ['76000000', '0'],
  ])('gives %s the check digit %s (modulo 11, weights 2 to 7 from the right)', (body, digit) => {
    expect(computeCheckDigit(body)).toBe(digit);
  });

  it.each(['', '12a45', '12.345', '-1'])('refuses a body that is not only digits: %j', (body) => {
    expect(() => computeCheckDigit(body)).toThrow(RangeError);
  });
});

describe('cleanRut', () => {
  it.each([
    ['12.345.678-5', '123456785'],
    [' 12 345 678 - k ', '12345678K'],
    ['7.654.321-K', '7654321K'],
  ])('cleans %j to %j', (input, cleaned) => {
    expect(cleanRut(input)).toBe(cleaned);
  });
});

describe('normalizeRut', () => {
  it.each([
    ['12.345.678-5', '12345678-5'],
    ['12345678-5', '12345678-5'],
    ['123456785', '12345678-5'],
    ['12.345.678-k', '12345678-K'],
    ['12345678k', '12345678-K'],
    ['  12 345 678-5  ', '12345678-5'],
    ['1.000.005-k', '1000005-K'],
    ['1-9', '1-9'],
  ])('turns %j into %j', (input, normalised) => {
    expect(normalizeRut(input)).toBe(normalised);
  });

  it.each([
    ['  12a45678-5 ', '12a45678-5'],
    ['abc', 'abc'],
    ['5', '5'],
    ['', ''],
    ['12345678-X', '12345678-X'],
  ])('returns %j trimmed but unchanged when it cannot be normalised', (input, output) => {
    expect(normalizeRut(input)).toBe(output);
  });
});

describe('isRutFormat and isValidRut', () => {
  it.each([
    // [value, format, valid]
    ['12345678-5', true, true],
    ['1234567-4', true, true],
    ['10000013-K', true, true],
    ['10000013-k', true, true],
    ['10000004-0', true, true],
    ['12345678-4', true, false],
    ['12345678-K', true, false],
    ['123456-0', false, false],
    ['123456789-2', false, false],
    ['12.345.678-5', false, false],
    ['123456785', false, false],
    ['1234567a-5', false, false],
    ['12345678-X', false, false],
    ['', false, false],
  ])('%j: format %s, valid %s', (value, format, valid) => {
    expect(isRutFormat(value)).toBe(format);
    expect(isValidRut(value)).toBe(valid);
  });
});

describe('RUT properties', () => {
  const body = fc.integer({ min: 1_000_000, max: 99_999_999 }).map(String);

  it('the computed check digit always makes a valid RUT', () => {
    fc.assert(
      fc.property(body, (digits) => {
        expect(isValidRut(`${digits}-${computeCheckDigit(digits)}`)).toBe(true);
      }),
    );
  });

  it('every other check digit makes it invalid', () => {
    fc.assert(
      fc.property(body, (digits) => {
        const right = computeCheckDigit(digits);
        for (const digit of checkDigits.filter((candidate) => candidate !== right)) {
          expect(isValidRut(`${digits}-${digit}`)).toBe(false);
          expect(isValidRut(`${digits}-${digit.toLowerCase()}`)).toBe(false);
        }
      }),
    );
  });

  it('a lower-case k behaves as an upper-case K', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...checkDigits), (digits, digit) => {
        const upper = `${digits}-${digit}`;
        expect(isValidRut(upper.toLowerCase())).toBe(isValidRut(upper));
        expect(normalizeRut(upper.toLowerCase())).toBe(normalizeRut(upper));
      }),
    );
  });

  it('dotted, undotted and unhyphenated forms normalise to the same value', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...checkDigits), (digits, digit) => {
        const expected = `${digits}-${digit}`;
        const forms = [
          `${withDots(digits)}-${digit}`,
          `${digits}-${digit}`,
          `${digits}${digit}`,
          `${withDots(digits)}${digit.toLowerCase()}`,
          ` ${withDots(digits)} - ${digit} `,
        ];
        for (const form of forms) expect(normalizeRut(form)).toBe(expected);
      }),
    );
  });
});

describe('what counts as unchanged in an edit form (spec §4)', () => {
  it.each([
    ['12345678-k', '12.345.678-K', true],
    ['12345678-5', '123456785', true],
    ['12345678-5', '12345679-3', false],
  ])('sameRut(%s, %s) is %s', (a, b, same) => {
    expect(sameRut(a, b)).toBe(same);
  });

  it.each([
    ['Fernanda.Rojas@Correo.cl', ' fernanda.rojas@correo.cl ', true],
    ['fernanda.rojas@correo.cl', 'fernanda.roja@correo.cl', false],
  ])('sameEmail(%s, %s) is %s', (a, b, same) => {
    expect(sameEmail(a, b)).toBe(same);
  });
});
