import { beforeEach, describe, expect, it } from 'vitest';
import { detections, forgetDetections } from '@/api/edge/detections';
import { readSignupRefusal, signupBody, type Signup } from '@/api/edge/signup';
import { userRequests } from '@/api/edge/users';

/**
 * The registration at the edge (spec §3 "Registration payload"): four fields
 * have two names, one per reading of the payload; the request carries both,
 * and a refusal under either lands on our field.
 */

const rosa: Signup = {
  email: 'rosa@pyme.cl',
  password: 'Alfajores2026!',
  password_confirmation: 'Alfajores2026!',
  first_name: 'Rosa',
  last_name: 'Quiroz',
  rut_user: '9876543-3',
  phone_number: '912345678',
  position: 'Dueño',
  business_name: 'Dulcería Rosita',
  rut: '77123464-K',
  direction: 'Pasaje Las Camelias 221',
  region: 'Ñuble',
  commune: 'San Carlos',
  terms_accepted: true,
};

beforeEach(() => {
  forgetDetections();
});

describe('the edge: the registration body carries both of spec §3 names', () => {
  it.each([
    // [field, first reading's name, other reading's name, value]
    ['last_name', 'last_name', 'lastName', 'Quiroz'],
    ['phone_number', 'phone_number', 'phoneNumber', '912345678'],
    ['direction', 'direction', 'address', 'Pasaje Las Camelias 221'],
    ['region', 'region', 'state', 'Ñuble'],
  ] as const)('%s goes as %s and as %s', (_field, first, other, value) => {
    const body = signupBody(rosa);
    expect(body[first]).toBe(value);
    expect(body[other]).toBe(value);
  });

  it('sends every other field under its one name, and nothing else', () => {
    expect(signupBody(rosa)).toEqual({
      email: 'rosa@pyme.cl',
      password: 'Alfajores2026!',
      password_confirmation: 'Alfajores2026!',
      first_name: 'Rosa',
      last_name: 'Quiroz',
      lastName: 'Quiroz',
      rut_user: '9876543-3',
      phone_number: '912345678',
      phoneNumber: '912345678',
      position: 'Dueño',
      business_name: 'Dulcería Rosita',
      rut: '77123464-K',
      direction: 'Pasaje Las Camelias 221',
      address: 'Pasaje Las Camelias 221',
      region: 'Ñuble',
      state: 'Ñuble',
      commune: 'San Carlos',
      terms_accepted: true,
    });
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
  ])('leaves the optional phone out under both names when %s', (_case, phone) => {
    const body = signupBody({ ...rosa, phone_number: phone });
    expect(body).not.toHaveProperty('phone_number');
    expect(body).not.toHaveProperty('phoneNumber');
    expect(body).toHaveProperty('lastName', 'Quiroz');
  });

  it('is the body of POST users/signup/, sent without a session', () => {
    expect(userRequests.signup(rosa)).toEqual({
      url: 'api/users/signup/',
      method: 'POST',
      data: signupBody(rosa),
      auth: false,
    });
  });
});

describe('the edge: a refused registration, under either name', () => {
  it.each([
    ['lastName', { lastName: ['REQUIRED'] }, { last_name: ['REQUIRED'] }],
    ['last_name', { last_name: ['ERROR_LENGTH'] }, { last_name: ['ERROR_LENGTH'] }],
    ['phoneNumber', { phoneNumber: ['FORMAT_ERROR'] }, { phone_number: ['FORMAT_ERROR'] }],
    ['phone_number', { phone_number: ['FORMAT_ERROR'] }, { phone_number: ['FORMAT_ERROR'] }],
    ['address', { address: ['REQUIRED'] }, { direction: ['REQUIRED'] }],
    ['direction', { direction: ['REQUIRED'] }, { direction: ['REQUIRED'] }],
    ['state', { state: ['REQUIRED'] }, { region: ['REQUIRED'] }],
    ['region', { region: ['FORMAT_ERROR'] }, { region: ['FORMAT_ERROR'] }],
    ['a code as a string', { state: 'REQUIRED' }, { region: ['REQUIRED'] }],
    [
      'both names of one field, a code once',
      { address: ['REQUIRED'], direction: ['REQUIRED', 'ERROR_LENGTH'] },
      { direction: ['REQUIRED', 'ERROR_LENGTH'] },
    ],
    [
      'a field with one name, as it is',
      { email: ['EMAIL_TAKEN'], rut: ['RUT_TAKEN'] },
      { email: ['EMAIL_TAKEN'], rut: ['RUT_TAKEN'] },
    ],
    ['an entry without codes', { lastName: [], detail: null }, {}],
    ['not an object', ['REQUIRED'], {}],
  ])('%s', (_case, wire, fields) => {
    expect(readSignupRefusal(wire)).toEqual(fields);
  });

  it('records the name the backend refused each field under', () => {
    readSignupRefusal({ lastName: ['REQUIRED'], address: ['REQUIRED'], email: ['EMAIL_TAKEN'] });
    expect(detections().resources.signup?.names).toEqual({
      last_name: 'lastName',
      direction: 'address',
    });
  });
});
