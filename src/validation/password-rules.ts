/**
 * The password rules of spec §5, as data: the schema checks them and the
 * password field's live checklist shows them while the user types.
 * Letters are counted as in the message, A-Z and a-z; any other character
 * (spaces, ñ, other symbols) is allowed but does not count for a rule.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;
export const PASSWORD_SYMBOLS = '@$!%*?&';

export interface PasswordRule {
  readonly key: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'symbol';
  /** Spanish text of the checklist item. */
  readonly label: string;
  readonly test: (value: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  {
    key: 'length',
    label: `Entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres`,
    test: (value) => value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH,
  },
  { key: 'uppercase', label: 'Una mayúscula', test: (value) => /[A-Z]/.test(value) },
  { key: 'lowercase', label: 'Una minúscula', test: (value) => /[a-z]/.test(value) },
  { key: 'digit', label: 'Un número', test: (value) => /\d/.test(value) },
  {
    key: 'symbol',
    label: `Un símbolo (${PASSWORD_SYMBOLS})`,
    test: (value) => /[@$!%*?&]/.test(value),
  },
];

/** Upper case, lower case, digit and symbol present (the length is checked apart). */
export function hasPasswordCharacterClasses(value: string): boolean {
  return passwordRules.filter((rule) => rule.key !== 'length').every((rule) => rule.test(value));
}
