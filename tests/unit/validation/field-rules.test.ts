import { describe, expect, it } from 'vitest';
import {
  companyRutRule,
  emailRule,
  ownRutRule,
  passwordRule,
  personRutRule,
} from '@/validation/fields';
import { messages } from '@/validation/messages';
import { passwordSchema } from '@/features/account/password-schema';
import {
  registrationCompanySchema,
  registrationPersonalSchema,
  registrationTermsSchema,
} from '@/features/account/registration-schema';
import { userEditSchema } from '@/features/pymes/list/user-edit-schema';
import { fieldError, repeat } from './schema-test-helpers';

/** Spec §5, rule by rule, through the schemas as Formik runs them ('' is "empty"). */

const validEmail = 'ana@dominio.cl';

function emailOfLength(length: number): string {
  const domain = '@dominio.cl';
  return `${repeat('a', length - domain.length)}${domain}`;
}

function passwordOfLength(length: number): string {
  return `Aa1!${repeat('x', length - 4)}`;
}

describe('email', () => {
  it.each([
    ['empty', '', messages.email.required],
    ['only spaces', '   ', messages.email.required],
    ['no at sign', 'ana.dominio.cl', messages.email.format],
    ['no domain', 'ana@', messages.email.format],
    ['no top-level domain', 'ana@dominio', messages.email.format],
    ['a space inside', 'ana maria@dominio.cl', messages.email.format],
    ['100 characters', emailOfLength(100), undefined],
    ['101 characters', emailOfLength(101), messages.email.tooLong],
    ['a valid e-mail', validEmail, undefined],
    ['a valid e-mail with spaces around', `  ${validEmail} `, undefined],
    ['a plus sign and subdomain', 'ana+pyme@mail.dominio.cl', undefined],
  ])('%s', async (_case, email, expected) => {
    expect(await fieldError(userEditSchema, { email }, 'email')).toBe(expected);
  });

  it('messages', () => {
    expect(messages.email).toEqual({
      required: 'El email es obligatorio.',
      invalid: 'Debes ingresar un email',
      format: 'El email debe tener el siguiente formato: nombre@dominio.cl',
      tooLong: 'El email es muy largo (máximo 100 caracteres).',
    });
  });

  it('says "Debes ingresar un email" when the value is not text', () => {
    expect(() => emailRule().validateSync({})).toThrow(messages.email.invalid);
  });

  it('casts to the trimmed e-mail', () => {
    expect(emailRule().cast(`  ${validEmail} `)).toBe(validEmail);
  });
});

const symbolCases: [string, string, string | undefined][] = ['@', '$', '!', '%', '*', '?', '&'].map(
  (symbol) => [`the symbol ${symbol}`, `Abcdefg1${symbol}`, undefined],
);

describe('password', () => {
  it.each<[string, string, string | undefined]>([
    ['empty', '', messages.password.required],
    ['7 characters', passwordOfLength(7), messages.password.tooShort],
    ['8 characters', passwordOfLength(8), undefined],
    ['100 characters', passwordOfLength(100), undefined],
    ['101 characters', passwordOfLength(101), messages.password.tooLong],
    ['no upper-case letter', 'abcdefg1!', messages.password.weak],
    ['no lower-case letter', 'ABCDEFG1!', messages.password.weak],
    ['no digit', 'Abcdefgh!', messages.password.weak],
    ['no symbol', 'Abcdefg12', messages.password.weak],
    ['a symbol outside @$!%*?&', 'Abcdefg1#', messages.password.weak],
    ...symbolCases,
    ['other characters besides the rules', 'Ñandú 2026 $Ok', undefined],
    ['an upper-case letter outside A-Z only', 'ñandú 2026 $Ñ', messages.password.weak],
    ['a lower-case letter outside a-z only', 'ÑANDÚ 2026 $ñ', messages.password.weak],
  ])('%s', async (_case, password, expected) => {
    expect(
      await fieldError(passwordSchema, { password, password_confirmation: password }, 'password'),
    ).toBe(expected);
  });

  it.each([
    ['empty', 'Pymes2026!', '', messages.password.confirmationRequired],
    ['different', 'Pymes2026!', 'Pymes2026?', messages.password.mismatch],
    ['equal', 'Pymes2026!', 'Pymes2026!', undefined],
  ])('confirmation %s', async (_case, password, confirmation, expected) => {
    expect(
      await fieldError(
        passwordSchema,
        { password, password_confirmation: confirmation },
        'password_confirmation',
      ),
    ).toBe(expected);
  });

  it('says "Por favor ingresar contraseña valida." when the value is not text', () => {
    expect(() => passwordRule().validateSync({})).toThrow(messages.password.invalid);
  });

  it('messages', () => {
    expect(messages.password).toMatchObject({
      required: 'La contraseña es obligatoria.',
      invalid: 'Por favor ingresar contraseña valida.',
      tooShort: 'Tu contraseña es muy corta (mínimo 8 caracteres).',
      tooLong: 'Tu contraseña es muy larga (máximo 100 caracteres).',
      weak: 'Tu contraseña debe tener como mínimo una mayúscula, una minúscula, un número y un símbolo (@$!%*?&).',
      mismatch: 'Las contraseñas deben ser iguales',
    });
  });
});

describe('first_name and last_name', () => {
  it.each([
    ['first_name', 'empty', '', messages.firstName.required],
    ['first_name', '2 letters', 'Al', messages.firstName.tooShort],
    ['first_name', '3 letters', 'Ana', undefined],
    ['first_name', '100 letters', repeat('a', 100), undefined],
    ['first_name', '101 letters', repeat('a', 101), messages.firstName.tooLong],
    ['first_name', 'a digit', 'Ana1', messages.onlyLetters],
    ['first_name', 'an apostrophe', "D'Arcy", messages.onlyLetters],
    ['first_name', 'a hyphen', 'Ana-María', messages.onlyLetters],
    ['first_name', 'accents, ñ, ü and spaces', 'María José Ñuñez Güell', undefined],
    ['last_name', 'empty', '', messages.lastName.required],
    ['last_name', '2 letters', 'Li', messages.lastName.tooShort],
    ['last_name', '3 letters', 'Paz', undefined],
    ['last_name', '100 letters', repeat('ñ', 100), undefined],
    ['last_name', '101 letters', repeat('é', 101), messages.lastName.tooLong],
    ['last_name', 'a symbol', 'Pérez!', messages.onlyLetters],
  ])('%s: %s', async (field, _case, value, expected) => {
    expect(await fieldError(registrationPersonalSchema, { [field]: value }, field)).toBe(expected);
  });

  it('uses the spec message for other characters', () => {
    expect(messages.onlyLetters).toBe('Debes ingresar solo letras');
  });
});

describe('rut_user and rut', () => {
  const cases: [string, string, string | undefined][] = [
    ['empty', '', 'required'],
    ['8 characters', '123456-0', messages.rut.tooShort],
    ['9 characters', '1234567-4', undefined],
    ['10 characters', '12345678-5', undefined],
    ['11 characters', '123456789-2', messages.rut.tooLong],
    ['letters in the body', '1234567a-5', messages.rut.pattern],
    ['a letter other than K', '12345678-X', messages.rut.pattern],
    ['a wrong check digit', '12345678-4', messages.rut.checkDigit],
    ['a wrong K', '12345678-K', messages.rut.checkDigit],
    ['dots and hyphen', '12.345.678-5', undefined],
    ['no dots, no hyphen', '123456785', undefined],
    ['a lower-case k', '10.000.013-k', undefined],
    ['a check digit 0', '10000004-0', undefined],
    ['dots, 11 characters once normalised', '123.456.789-2', messages.rut.tooLong],
  ];

  it.each(cases)('rut_user: %s (%j)', async (_case, value, expected) => {
    const message = expected === 'required' ? messages.rut.ownRequired : expected;
    expect(await fieldError(registrationPersonalSchema, { rut_user: value }, 'rut_user')).toBe(
      message,
    );
  });

  it.each(cases)('company rut: %s (%j)', async (_case, value, expected) => {
    const message = expected === 'required' ? messages.rut.companyRequired : expected;
    expect(await fieldError(registrationCompanySchema, { rut: value }, 'rut')).toBe(message);
  });

  it('an admin typing a person’s rut is asked for "el rut"', async () => {
    expect(await fieldError(userEditSchema, { rut_user: '' }, 'rut_user')).toBe(
      messages.rut.personRequired,
    );
  });

  it.each([
    ['12.345.678-5', '12345678-5'],
    ['123456785', '12345678-5'],
    ['12345678-5', '12345678-5'],
    ['10.000.013-k', '10000013-K'],
    [' 1.234.567 - 4 ', '1234567-4'],
  ])('casts %j to %j', (input, output) => {
    expect(ownRutRule().cast(input)).toBe(output);
    expect(companyRutRule().cast(input)).toBe(output);
    expect(personRutRule().cast(input)).toBe(output);
    expect(registrationPersonalSchema.cast({ rut_user: input }, { assert: false }).rut_user).toBe(
      output,
    );
  });

  it('says "El rut no es válido" / "El Rut no es válido" when the value is not text', () => {
    expect(() => ownRutRule().validateSync({})).toThrow(messages.rut.invalid);
    expect(() => companyRutRule().validateSync({})).toThrow(messages.rut.companyInvalid);
  });

  it('messages', () => {
    expect(messages.rut).toMatchObject({
      companyRequired: 'Debes ingresar el rut de la empresa.',
      pattern: 'Debes ingresar un rut válido',
      tooShort: 'El rut es muy corto.',
      tooLong: 'El rut es muy largo (máximo 10 caracteres).',
      invalid: 'El rut no es válido',
      companyInvalid: 'El Rut no es válido',
      checkDigit: 'El RUT no es valido',
    });
  });
});

describe('phone_number', () => {
  it.each([
    ['empty (optional)', '', undefined],
    ['9 digits', '912345678', undefined],
    ['10 digits', '9123456789', messages.phone.tooLong],
    ['fewer digits', '2222', undefined],
    ['a letter', '91234567a', messages.phone.digitsOnly],
    ['a plus sign', '+56912345', messages.phone.digitsOnly],
    ['spaces inside', '9 1234 5678', messages.phone.digitsOnly],
  ])('%s', async (_case, phone, expected) => {
    expect(
      await fieldError(registrationPersonalSchema, { phone_number: phone }, 'phone_number'),
    ).toBe(expected);
  });
});

describe('position', () => {
  it.each([
    ['empty', '', messages.selectOption],
    ['an option', 'Dueño', undefined],
    ['the last option', 'Vendedor', undefined],
    ['not an option', 'Astronauta', messages.selectOption],
    ['an option in other case', 'dueño', messages.selectOption],
  ])('%s', async (_case, position, expected) => {
    expect(await fieldError(registrationPersonalSchema, { position }, 'position')).toBe(expected);
  });

  it('uses the spec message for an unselected choice', () => {
    expect(messages.selectOption).toBe('Debes seleccionar una opción');
  });
});

describe('company: business_name, direction, region, commune', () => {
  it.each([
    ['business_name', 'empty', '', messages.businessName.required],
    ['business_name', '2 characters', 'AB', messages.businessName.tooShort],
    ['business_name', '3 characters', 'ABC', undefined],
    ['business_name', '100 characters', repeat('a', 100), undefined],
    ['business_name', '101 characters', repeat('a', 101), messages.businessName.tooLong],
    ['business_name', 'a company type', 'Dulces Carolina SpA', undefined],
    ['business_name', 'punctuation', 'Comercial Pérez y Cía. Ltda.', undefined],
    ['business_name', 'digits and initials', 'Inversiones 3M E.I.R.L.', undefined],
    ['business_name', 'ampersand and apostrophe', "Hermanas O'Ryan & Hijas", undefined],
    ['business_name', 'a hash sign', 'Tienda #1', messages.businessName.characters],
    ['business_name', 'only punctuation', '...', messages.businessName.characters],
    ['direction', 'empty', '', messages.address.required],
    ['direction', '2 characters', 'Av', messages.address.tooShort],
    ['direction', '3 characters', 'Av.', undefined],
    ['direction', 'an address', 'Av. Providencia 1234, depto. 56', undefined],
    ['direction', '100 characters', repeat('a', 100), undefined],
    ['direction', '101 characters', repeat('a', 101), messages.address.tooLong],
    ['region', 'empty', '', messages.selectOption],
    ['region', 'a region', 'Metropolitana de Santiago', undefined],
    ['region', 'not a region', 'Región de Gotham', messages.selectOption],
  ])('%s: %s', async (field, _case, value, expected) => {
    expect(await fieldError(registrationCompanySchema, { [field]: value }, field)).toBe(expected);
  });

  it.each([
    ['empty', 'Valparaíso', '', messages.selectOption],
    ['a commune of the region', 'Valparaíso', 'Viña del Mar', undefined],
    [
      'a commune of another region',
      'Metropolitana de Santiago',
      'Viña del Mar',
      messages.commune.notInRegion,
    ],
    ['not a commune', 'Valparaíso', 'Gotham', messages.selectOption],
    ['a commune named as a region', 'Los Ríos', 'Los Lagos', undefined],
    ['a commune before the region is chosen', '', 'Maipú', undefined],
  ])('commune: %s', async (_case, region, commune, expected) => {
    expect(await fieldError(registrationCompanySchema, { region, commune }, 'commune')).toBe(
      expected,
    );
  });
});

describe('terms_accepted', () => {
  it.each([
    ['not ticked', false, messages.terms.required],
    ['absent', undefined, messages.terms.required],
    ['ticked', true, undefined],
  ])('%s', async (_case, value, expected) => {
    expect(
      await fieldError(registrationTermsSchema, { terms_accepted: value }, 'terms_accepted'),
    ).toBe(expected);
  });
});
