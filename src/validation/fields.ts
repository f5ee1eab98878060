import { boolean, string } from 'yup';
import { positionOptions } from './data/positions';
import { messages } from './messages';
import {
  hasPasswordCharacterClasses,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './password-rules';
import { isRutFormat, isValidRut, normalizeRut, RUT_MAX_LENGTH, RUT_MIN_LENGTH } from './rut';

/**
 * The field rules of spec §5, one builder per kind of field. Each form's
 * schema is made of these, so a rule and its messages live in one place.
 * Every builder returns a fresh schema.
 *
 * The order of the tests is the order of the messages: Formik shows the
 * first failing one of a field.
 */

/** Letters of any alphabet (accents, ñ, ü included) and spaces. */
export const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;

/** Name, at sign, domain with at least one dot and a top-level domain of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const DIGITS_ONLY = /^\d+$/;

/** Letters, digits, spaces and the punctuation of business names (Cía., Ltda., E.I.R.L., &, -). */
export const BUSINESS_NAME_PATTERN = /^(?=.*[\p{L}\d])[\p{L}\p{M}\d .,&'’()-]+$/u;

export const EMAIL_MAX_LENGTH = 100;
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_DIGITS = 9;

/**
 * Trims text; leaves anything else for the type check (yup's own trim()
 * throws on a value that is not a string).
 */
export function trimText(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** Turns '' into undefined, so that an optional field left empty is absent. */
export function emptyToUndefined(value: unknown): unknown {
  return value === '' ? undefined : value;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** email: required, format, max 100. */
export function emailRule() {
  return string()
    .typeError(messages.email.invalid)
    .transform(trimText)
    .required(messages.email.required)
    .matches(EMAIL_PATTERN, { message: messages.email.format, excludeEmptyString: true })
    .max(EMAIL_MAX_LENGTH, messages.email.tooLong);
}

/** password: 8 to 100, with an upper-case letter, a lower-case letter, a digit and a symbol. */
export function passwordRule() {
  return string()
    .typeError(messages.password.invalid)
    .required(messages.password.required)
    .min(PASSWORD_MIN_LENGTH, messages.password.tooShort)
    .max(PASSWORD_MAX_LENGTH, messages.password.tooLong)
    .test({
      name: 'password-strength',
      message: messages.password.weak,
      test: (value) => hasPasswordCharacterClasses(value),
    });
}

/** The same rules for a password that may be left empty (admin edit): empty means "unchanged". */
export function optionalPasswordRule() {
  return string()
    .typeError(messages.password.invalid)
    .transform(emptyToUndefined)
    .optional()
    .min(PASSWORD_MIN_LENGTH, messages.password.tooShort)
    .max(PASSWORD_MAX_LENGTH, messages.password.tooLong)
    .test({
      name: 'password-strength',
      message: messages.password.weak,
      skipAbsent: true,
      test: (value) => value === undefined || hasPasswordCharacterClasses(value),
    });
}

/** password_confirmation: equal to the sibling `password`. */
export function passwordConfirmationRule(passwordField = 'password') {
  return string()
    .typeError(messages.password.confirmationRequired)
    .required(messages.password.confirmationRequired)
    .test({
      name: 'passwords-match',
      message: messages.password.mismatch,
      test: (value, context) => {
        const parent: unknown = context.parent;
        return isRecord(parent) && parent[passwordField] === value;
      },
    });
}

interface NameMessages {
  required: string;
  tooShort: string;
  tooLong: string;
}

/** first_name, last_name: 3 to 100, letters (with accents, ñ, ü) and spaces. */
export function personNameRule(fieldMessages: NameMessages) {
  return string()
    .typeError(messages.onlyLetters)
    .transform(trimText)
    .required(fieldMessages.required)
    .matches(LETTERS_AND_SPACES, { message: messages.onlyLetters, excludeEmptyString: true })
    .min(NAME_MIN_LENGTH, fieldMessages.tooShort)
    .max(NAME_MAX_LENGTH, fieldMessages.tooLong);
}

export const firstNameRule = () => personNameRule(messages.firstName);
export const lastNameRule = () => personNameRule(messages.lastName);

interface RutRuleOptions {
  /** The message when the field is empty. */
  required: string;
  /** The message when the value is not text at all. */
  invalid?: string;
}

/**
 * rut and rut_user. The value is normalised first (`12.345.678-k` is checked
 * and cast as `12345678-K`), then: 9 to 10 characters, digits-hyphen-digit
 * or K, and the modulo 11 check digit.
 */
export function rutRule({ required, invalid = messages.rut.invalid }: RutRuleOptions) {
  return string()
    .typeError(invalid)
    .transform((value: unknown) => (typeof value === 'string' ? normalizeRut(value) : value))
    .required(required)
    .min(RUT_MIN_LENGTH, messages.rut.tooShort)
    .max(RUT_MAX_LENGTH, messages.rut.tooLong)
    .matches(/^\d+-[\dkK]$/, { message: messages.rut.pattern, excludeEmptyString: true })
    .test({
      name: 'rut-check-digit',
      message: messages.rut.checkDigit,
      test: (value) => !isRutFormat(value) || isValidRut(value),
    });
}

/** The user's own rut (registration, profile). */
export const ownRutRule = () => rutRule({ required: messages.rut.ownRequired });
/** A person's rut typed by an admin (user edit, admins). */
export const personRutRule = () => rutRule({ required: messages.rut.personRequired });
/** The company rut. */
export const companyRutRule = () =>
  rutRule({ required: messages.rut.companyRequired, invalid: messages.rut.companyInvalid });

/** phone_number: optional, digits only, at most 9. */
export function phoneRule() {
  return string()
    .typeError(messages.phone.digitsOnly)
    .transform(trimText)
    .optional()
    .matches(DIGITS_ONLY, { message: messages.phone.digitsOnly, excludeEmptyString: true })
    .max(PHONE_MAX_DIGITS, messages.phone.tooLong);
}

/** A required choice among options. The type stays `string` so that '' works as "not chosen". */
export function choiceRule(options: readonly string[]) {
  return string()
    .typeError(messages.selectOption)
    .required(messages.selectOption)
    .oneOf(options, messages.selectOption);
}

/** position: one of the options of spec §3. */
export const positionRule = () => choiceRule(positionOptions);

/** business_name: 3 to 100, letters, digits, spaces and . , & - ' ( ). */
export function businessNameRule() {
  return string()
    .typeError(messages.businessName.required)
    .transform(trimText)
    .required(messages.businessName.required)
    .matches(BUSINESS_NAME_PATTERN, {
      message: messages.businessName.characters,
      excludeEmptyString: true,
    })
    .min(NAME_MIN_LENGTH, messages.businessName.tooShort)
    .max(NAME_MAX_LENGTH, messages.businessName.tooLong);
}

/** direction / address: 3 to 100, any characters. */
export function addressRule() {
  return string()
    .typeError(messages.address.required)
    .transform(trimText)
    .required(messages.address.required)
    .min(NAME_MIN_LENGTH, messages.address.tooShort)
    .max(NAME_MAX_LENGTH, messages.address.tooLong);
}

/** terms_accepted: the privacy checkbox must be ticked. */
export function termsRule() {
  return boolean()
    .typeError(messages.terms.required)
    .required(messages.terms.required)
    .test({ name: 'terms-accepted', message: messages.terms.required, test: (value) => value });
}
