import { describe, expect, it } from 'vitest';
import { adminSchema, createAdminSchema, editAdminSchema } from '@/features/admins/admin-schema';
import { diagnosticSchema } from '@/features/diagnostics/diagnostic-schema';
import { loginSchema } from '@/features/auth/login-schema';
import { messages } from '@/validation/messages';
import { passwordResetRequestSchema } from '@/features/account/password-reset-request-schema';
import { passwordSchema } from '@/features/account/password-schema';
import { profileSchema } from '@/features/profile/profile-schema';
import { pymeSchema } from '@/features/pymes/list/pyme-schema';
import {
  registrationAccountSchema,
  registrationCompanySchema,
  registrationPersonalSchema,
  registrationSchema,
  registrationStepSchemas,
  registrationTermsSchema,
} from '@/features/account/registration-schema';
import { userEditSchema } from '@/features/pymes/list/user-edit-schema';
import { fieldError, formikErrors } from './schema-test-helpers';

const account = {
  email: 'carolina@dulces.cl',
  password: 'Pymes2026!',
  password_confirmation: 'Pymes2026!',
};
const personal = {
  first_name: 'Carolina',
  last_name: 'Pérez',
  rut_user: '12.345.678-5',
  phone_number: '',
  position: 'Dueño',
};
const company = {
  business_name: 'Dulces Carolina SpA',
  rut: '76.000.000-0',
  direction: 'Av. Libertad 1234',
  region: 'Valparaíso',
  commune: 'Viña del Mar',
};

describe('registration', () => {
  it('has one schema per step with the fields of the spec', () => {
    expect(registrationStepSchemas.map((schema) => Object.keys(schema.fields))).toEqual([
      ['email', 'password', 'password_confirmation'],
      ['first_name', 'last_name', 'rut_user', 'phone_number', 'position'],
      ['business_name', 'rut', 'direction', 'region', 'commune'],
    ]);
    expect(Object.keys(registrationTermsSchema.fields)).toEqual(['terms_accepted']);
  });

  it.each([
    ['account', registrationAccountSchema, account],
    ['personal', registrationPersonalSchema, personal],
    ['company', registrationCompanySchema, company],
    ['terms', registrationTermsSchema, { terms_accepted: true }],
  ])('accepts a complete %s step', async (_step, schema, values) => {
    expect(await formikErrors(schema, values)).toEqual({});
  });

  it('reports every empty field of a step at once, one message each', async () => {
    expect(
      await formikErrors(registrationPersonalSchema, {
        first_name: '',
        last_name: '',
        rut_user: '',
        phone_number: '',
        position: '',
      }),
    ).toEqual({
      first_name: messages.firstName.required,
      last_name: messages.lastName.required,
      rut_user: messages.rut.ownRequired,
      position: messages.selectOption,
    });
  });

  it('validates and casts the whole payload, with both RUTs normalised', async () => {
    const values = { ...account, ...personal, ...company, terms_accepted: true };
    expect(await formikErrors(registrationSchema, values)).toEqual({});
    expect(registrationSchema.validateSync(values)).toEqual({
      ...values,
      rut_user: '12345678-5',
      rut: '76000000-0',
    });
  });

  it('needs the terms accepted', async () => {
    const values = { ...account, ...personal, ...company, terms_accepted: false };
    expect(await formikErrors(registrationSchema, values)).toEqual({
      terms_accepted: messages.terms.required,
    });
  });
});

describe('login', () => {
  it.each([
    ['empty e-mail', { email: '', password: 'x' }, 'email', messages.email.required],
    ['malformed e-mail', { email: 'ana@', password: 'x' }, 'email', messages.email.format],
    [
      'empty password',
      { email: account.email, password: '' },
      'password',
      messages.password.required,
    ],
    [
      'a short password is not judged',
      { email: account.email, password: 'x' },
      'password',
      undefined,
    ],
    [
      'a weak password is not judged',
      { email: account.email, password: 'abcdefgh' },
      'password',
      undefined,
    ],
  ])('%s', async (_case, values, field, expected) => {
    expect(await fieldError(loginSchema, values, field)).toBe(expected);
  });
});

describe('password reset request and new password', () => {
  it('asks for a valid e-mail', async () => {
    expect(await formikErrors(passwordResetRequestSchema, { email: '' })).toEqual({
      email: messages.email.required,
    });
    expect(await formikErrors(passwordResetRequestSchema, { email: account.email })).toEqual({});
  });

  it('asks for a valid password twice', async () => {
    expect(
      await formikErrors(passwordSchema, { password: 'short', password_confirmation: 'other' }),
    ).toEqual({
      password: messages.password.tooShort,
      password_confirmation: messages.password.mismatch,
    });
    expect(
      await formikErrors(passwordSchema, {
        password: account.password,
        password_confirmation: account.password,
      }),
    ).toEqual({});
  });
});

describe('profile edit', () => {
  const profile = {
    first_name: 'Carolina',
    last_name: 'Pérez',
    rut_user: '123456785',
    email: account.email,
    phone_number: '912345678',
  };

  it('has the fields of the spec and accepts them', async () => {
    expect(Object.keys(profileSchema.fields)).toEqual(Object.keys(profile));
    expect(await formikErrors(profileSchema, profile)).toEqual({});
    expect(profileSchema.validateSync(profile).rut_user).toBe('12345678-5');
  });

  it('rejects a long phone and a wrong check digit', async () => {
    expect(
      await formikErrors(profileSchema, {
        ...profile,
        rut_user: '12345678-4',
        phone_number: '9123456789',
      }),
    ).toEqual({ rut_user: messages.rut.checkDigit, phone_number: messages.phone.tooLong });
  });
});

describe('pyme edit', () => {
  const pyme = {
    business_name: 'Dulces Carolina SpA',
    rut: '76000000-0',
    address: 'Av. Libertad 1234',
    state: 'Valparaíso',
    commune: 'Viña del Mar',
  };

  it('has the fields of the spec and accepts them', async () => {
    expect(Object.keys(pymeSchema.fields)).toEqual(Object.keys(pyme));
    expect(await formikErrors(pymeSchema, pyme)).toEqual({});
  });

  it('ties the commune to the region in `state`', async () => {
    expect(await formikErrors(pymeSchema, { ...pyme, state: 'Maule' })).toEqual({
      commune: messages.commune.notInRegion,
    });
  });

  it('asks for the company rut', async () => {
    expect(await fieldError(pymeSchema, { ...pyme, rut: '' }, 'rut')).toBe(
      messages.rut.companyRequired,
    );
  });
});

describe('user edit (admin editing the entrepreneur)', () => {
  const user = {
    first_name: 'Carolina',
    last_name: 'Pérez',
    rut_user: '12345678-5',
    email: account.email,
    phone_number: '',
    position: 'Socio',
  };

  it('has the fields of the spec and accepts them', async () => {
    expect(Object.keys(userEditSchema.fields)).toEqual(Object.keys(user));
    expect(await formikErrors(userEditSchema, user)).toEqual({});
  });

  it('needs a position', async () => {
    expect(await formikErrors(userEditSchema, { ...user, position: '' })).toEqual({
      position: messages.selectOption,
    });
  });
});

describe('create and edit admin', () => {
  const admin = {
    first_name: 'Valentina',
    last_name: 'Soto',
    // 13456789: 9*2 + 8*3 + 7*4 + 6*5 + 5*6 + 4*7 + 3*2 + 1*3 = 167; 11 - 167 % 11 = 9.
    rut_user: '13.456.789-9',
    email: 'valentina@pymes.cl',
    role: 'Admin',
    password: '',
  };
  it('needs a password to create, not to edit', async () => {
    const values = admin;
    expect(await formikErrors(createAdminSchema, values)).toEqual({
      password: messages.password.required,
    });
    expect(await formikErrors(editAdminSchema, values)).toEqual({});
    expect(editAdminSchema.validateSync(values).password).toBeUndefined();
  });

  it('checks a new password when editing', async () => {
    const values = admin;
    expect(await formikErrors(editAdminSchema, { ...values, password: 'corta' })).toEqual({
      password: messages.password.tooShort,
    });
    expect(await formikErrors(editAdminSchema, { ...values, password: 'sinsimbolo1A' })).toEqual({
      password: messages.password.weak,
    });
    expect(await formikErrors(editAdminSchema, { ...values, password: 'Pymes2026!' })).toEqual({});
  });

  it.each([
    ['Deshabilitado', undefined],
    ['Admin', undefined],
    ['Super admin', undefined],
    ['', messages.selectOption],
    ['Root', messages.selectOption],
  ])('role %j', async (role, expected) => {
    expect(await fieldError(createAdminSchema, { ...admin, role }, 'role')).toBe(expected);
  });

  it('asks for "el rut" of the admin', async () => {
    expect(await fieldError(createAdminSchema, { ...admin, rut_user: '' }, 'rut_user')).toBe(
      messages.rut.personRequired,
    );
  });

  it('the factory gives the schema of each mode', () => {
    expect(adminSchema('create')).toBe(createAdminSchema);
    expect(adminSchema('edit')).toBe(editAdminSchema);
  });
});

describe('diagnostic form', () => {
  const diagnostic = {
    name: 'Diagnóstico inicial',
    form_id: '211234567890',
    duration: '15',
    order_number: '1',
    order_name: 'Primero',
  };

  it('accepts complete values and numbers from the API', async () => {
    expect(await formikErrors(diagnosticSchema, diagnostic)).toEqual({});
    expect(diagnosticSchema.validateSync({ ...diagnostic, duration: 15, order_number: 2 })).toEqual(
      {
        ...diagnostic,
        duration: '15',
        order_number: '2',
      },
    );
  });

  it('needs every field', async () => {
    expect(
      await formikErrors(diagnosticSchema, {
        name: '',
        form_id: '',
        duration: '',
        order_number: '',
        order_name: ' ',
      }),
    ).toEqual({
      name: messages.diagnostic.nameRequired,
      form_id: messages.diagnostic.formIdRequired,
      duration: messages.diagnostic.durationRequired,
      order_number: messages.diagnostic.orderNumberRequired,
      order_name: messages.diagnostic.orderNameRequired,
    });
  });

  it.each([
    ['duration', '15 min', messages.diagnostic.durationDigits],
    ['duration', '1.5', messages.diagnostic.durationDigits],
    ['duration', '-5', messages.diagnostic.durationDigits],
    ['order_number', 'uno', messages.diagnostic.orderNumberDigits],
    ['order_number', '10', undefined],
  ])('%s %j', async (field, value, expected) => {
    expect(await fieldError(diagnosticSchema, { ...diagnostic, [field]: value }, field)).toBe(
      expected,
    );
  });
});
