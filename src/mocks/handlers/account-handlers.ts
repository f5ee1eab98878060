import { http, HttpResponse } from 'msw';
import { hasPasswordCharacterClasses } from '@/validation/password-rules';
import { isCommuneOf, isRegionName } from '@/validation/data/regions';
import { LETTERS_AND_SPACES } from '@/validation/fields';
import { isPosition } from '@/validation/data/positions';
import { isValidRut, normalizeRut } from '@/validation/rut';
import { isSpecOnly } from '../api-mode';
import { updateDb, type DemoData } from '../db';
import { checkLinkToken, sendPasswordResetEmail, sendVerificationEmail } from '../emails';
import {
  addError,
  api,
  EMAIL,
  jsonBody,
  nowIso,
  requireUser,
  validationError,
  type Errors,
} from '../http';
import { newUuid } from '../ids';

/** A text field, trimmed (names, e-mail, RUTs, addresses…). */
function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A password field, exactly as sent: spaces are part of a password, and
 * login compares it untrimmed, so trimming here would store a password
 * nobody can log in with.
 */
function secret(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value : '';
}

/** The password rules the backend enforces (the same as the form's, spec §5). */
function passwordErrors(password: string, confirmation: string): Errors {
  const errors: Errors = {};
  if (!password) addError(errors, 'password', 'REQUIRED');
  else if (password.length < 8 || password.length > 100)
    addError(errors, 'password', 'ERROR_LENGTH');
  else if (!hasPasswordCharacterClasses(password)) addError(errors, 'password', 'WEAK_PASSWORD');
  if (password !== confirmation) addError(errors, 'password_confirmation', 'PASSWORD_MISMATCH');
  return errors;
}

/**
 * The 200 of a write whose answer the spec does not give: `{"message": code}`
 * (ours); spec-only mode: `{}` (DRF's update of a serializer with no fields to show).
 */
function done(code: string) {
  return HttpResponse.json(isSpecOnly() ? {} : { message: code });
}

function emailOwner(data: DemoData, email: string) {
  return data.users.find((user) => user.email.toLowerCase() === email.toLowerCase());
}

/** Registration, account confirmation, password reset and change. */
export const accountHandlers = [
  http.post(api('api/users/signup/'), async ({ request }) => {
    const body = await jsonBody(request);
    const field = (name: string) => text(body, name);
    const errors: Errors = {};

    const email = field('email').toLowerCase();
    if (!email) addError(errors, 'email', 'REQUIRED');
    else if (email.length > 100) addError(errors, 'email', 'ERROR_LENGTH');
    else if (!EMAIL.test(email)) addError(errors, 'email', 'FORMAT_ERROR');

    const password = secret(body, 'password');
    Object.assign(errors, passwordErrors(password, secret(body, 'password_confirmation')));

    for (const name of ['first_name', 'last_name']) {
      const value = field(name);
      if (!value) addError(errors, name, 'REQUIRED');
      else if (value.length < 3 || value.length > 100) addError(errors, name, 'ERROR_LENGTH');
      else if (!LETTERS_AND_SPACES.test(value)) addError(errors, name, 'FORMAT_ERROR');
    }
    for (const name of ['rut_user', 'rut']) {
      const value = field(name);
      if (!value) addError(errors, name, 'REQUIRED');
      else if (value.length < 9 || value.length > 10) addError(errors, name, 'ERROR_LENGTH');
      else if (!isValidRut(value)) addError(errors, name, 'FORMAT_ERROR');
    }
    const phone = field('phone_number');
    if (phone && !/^\d{1,9}$/.test(phone)) addError(errors, 'phone_number', 'FORMAT_ERROR');
    if (!field('position')) addError(errors, 'position', 'REQUIRED');
    else if (!isPosition(field('position'))) addError(errors, 'position', 'FORMAT_ERROR');
    const business = field('business_name');
    if (!business) addError(errors, 'business_name', 'REQUIRED');
    else if (business.length < 3 || business.length > 100)
      addError(errors, 'business_name', 'ERROR_LENGTH');
    const direction = field('direction');
    if (!direction) addError(errors, 'direction', 'REQUIRED');
    else if (direction.length < 3 || direction.length > 100)
      addError(errors, 'direction', 'ERROR_LENGTH');
    const region = field('region');
    if (!region) addError(errors, 'region', 'REQUIRED');
    else if (!isRegionName(region)) addError(errors, 'region', 'FORMAT_ERROR');
    const commune = field('commune');
    if (!commune) addError(errors, 'commune', 'REQUIRED');
    else if (!isCommuneOf(region, commune)) addError(errors, 'commune', 'FORMAT_ERROR');
    if (body.terms_accepted !== true) addError(errors, 'terms_accepted', 'REQUIRED');

    return updateDb((data) => {
      if (email && emailOwner(data, email)) addError(errors, 'email', 'EMAIL_TAKEN');
      const rutUser = normalizeRut(field('rut_user'));
      if (rutUser && data.users.some((user) => user.rut_user === rutUser)) {
        addError(errors, 'rut_user', 'RUT_TAKEN');
      }
      const rut = normalizeRut(field('rut'));
      if (rut && data.pymes.some((pyme) => pyme.rut === rut)) addError(errors, 'rut', 'RUT_TAKEN');
      if (Object.keys(errors).length > 0) return validationError(errors);

      const now = nowIso();
      const user = {
        uuid: newUuid(),
        email,
        password,
        first_name: field('first_name'),
        last_name: field('last_name'),
        rut_user: rutUser,
        phone_number: phone || null,
        position: field('position'),
        is_admin: false,
        is_super: false,
        enabled: true,
        verified: false,
        last_login: null,
        date_joined: now,
      };
      data.users.push(user);
      data.pymes.push({
        uuid: newUuid(),
        user_uuid: user.uuid,
        business_name: business,
        rut,
        address: direction,
        state: region,
        commune,
        enabled: true,
        created: now,
      });
      sendVerificationEmail(data, user);
      // Spec-only mode: DRF's create answers the created user.
      if (isSpecOnly()) {
        return HttpResponse.json(
          {
            uuid: user.uuid,
            email: user.email,
            first_name: user.first_name,
            last_name: user.last_name,
          },
          { status: 201 },
        );
      }
      return HttpResponse.json({ message: 'USER_CREATED', email }, { status: 201 });
    });
  }),

  // Confirm the account with the e-mail link's token.
  http.patch(api('api/users/verify/'), async ({ request }) => {
    const token = text(await jsonBody(request), 'token');
    return updateDb((data) => {
      const check = checkLinkToken(data, token, 'verify');
      if (!check.ok) return validationError({ token: [check.code] });
      check.entry.used = true;
      const user = data.users.find((candidate) => candidate.uuid === check.entry.user_uuid);
      if (user) user.verified = true;
      return done('ACCOUNT_VERIFIED');
    });
  }),

  // Send the confirmation link again. `{"message": "EMAIL_SENT"}` in both modes (spec §4).
  http.post(api('api/users/verify/'), async ({ request }) => {
    const email = text(await jsonBody(request), 'email');
    return updateDb((data) => {
      const user = emailOwner(data, email);
      if (!user) return validationError({ email: ['EMAIL_NOT_EXISTS'] });
      if (user.verified) return validationError({ email: ['ALREADY_VERIFIED'] });
      sendVerificationEmail(data, user);
      return HttpResponse.json({ message: 'EMAIL_SENT' });
    });
  }),

  // Ask for a password-reset link. `{"message": "EMAIL_SENT"}` in both modes (spec §4).
  http.post(api('api/users/pwreset/'), async ({ request }) => {
    const email = text(await jsonBody(request), 'email');
    return updateDb((data) => {
      const user = emailOwner(data, email);
      if (!user) return validationError({ email: ['EMAIL_NOT_EXISTS'] });
      sendPasswordResetEmail(data, user);
      return HttpResponse.json({ message: 'EMAIL_SENT' });
    });
  }),

  // Set a new password with the reset link's token.
  http.patch(api('api/users/pwreset/'), async ({ request }) => {
    const body = await jsonBody(request);
    const password = secret(body, 'password');
    return updateDb((data) => {
      const check = checkLinkToken(data, text(body, 'token'), 'reset');
      if (!check.ok) return validationError({ token: [check.code] });
      const errors = passwordErrors(password, secret(body, 'password_confirmation'));
      const user = data.users.find((candidate) => candidate.uuid === check.entry.user_uuid);
      if (user && user.password === password) addError(errors, 'password', 'PASSWORD_EXISTS');
      if (Object.keys(errors).length > 0) return validationError(errors);
      check.entry.used = true;
      if (user) user.password = password;
      return done('PASSWORD_UPDATED');
    });
  }),

  // Change the logged-in user's password.
  http.patch(api('api/users/pwupdate/'), async ({ request }) => {
    const caller = requireUser(request);
    const body = await jsonBody(request);
    const password = secret(body, 'password');
    return updateDb((data) => {
      const user = data.users.find((candidate) => candidate.uuid === caller.uuid);
      if (!user) return validationError({ user: ['USER_NOT_EXISTS'] });
      if (user.password === password) {
        return HttpResponse.json({ password: ['PASSWORD_EXISTS'] }, { status: 401 });
      }
      const errors = passwordErrors(password, secret(body, 'password_confirmation'));
      if (Object.keys(errors).length > 0) return validationError(errors);
      user.password = password;
      return done('PASSWORD_UPDATED');
    });
  }),
];
