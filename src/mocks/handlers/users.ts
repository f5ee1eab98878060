import { http, HttpResponse } from 'msw';
import { signupFieldNames, type SignupNaming } from '@/api/edge/signup';
import type { NewPassword, ProfileUpdate, UserInfoWire } from '@/api/edge/users';
import { hasPasswordCharacterClasses } from '@/validation/password-rules';
import { isCommuneOf, isRegionName } from '@/validation/data/regions';
import { LETTERS_AND_SPACES } from '@/validation/fields';
import { isPosition } from '@/validation/data/positions';
import { isValidRut, normalizeRut } from '@/validation/rut';
import { pymeOf, readDb, updateDb, type DemoData, type DemoUser } from '../db';
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
  type Sent,
} from '../http';
import { newUuid } from '../ids';
import { answerWrite, reading, type MessageAnswer } from '../readings';

/** The registration's fields (spec §3), by the first reading of their names. */
type SignupField =
  | 'email'
  | 'password'
  | 'password_confirmation'
  | 'first_name'
  | 'last_name'
  | 'rut_user'
  | 'phone_number'
  | 'position'
  | 'business_name'
  | 'rut'
  | 'direction'
  | 'region'
  | 'commune'
  | 'terms_accepted';

/** The body as sent, by wire name (`signupName`). */
type SignupBody = Sent<Record<string, unknown>>;

/**
 * The name this reading's backend reads a field under: spec §3 names four
 * of them twice (`last_name` or `lastName`…), and a DRF serializer declares
 * one; what it does not declare it ignores, and refuses under its own names.
 */
function signupName(field: SignupField): string {
  const twoNamed: Partial<Record<SignupField, Readonly<Record<SignupNaming, string>>>> =
    signupFieldNames;
  return twoNamed[field]?.[reading().signupNames] ?? field;
}

/** The `GET api/users/info/` answer for `user` (docs/api-contract.md, "Profile"); its pyme as the reading gives it. */
function serializeUserInfo(data: DemoData, user: DemoUser): UserInfoWire {
  const pyme = pymeOf(data, user);
  const line = pyme && data.lineAssignments.find((candidate) => candidate.pyme_uuid === pyme.uuid);
  return {
    user: {
      uuid: user.uuid,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      last_login: user.last_login ? reading().dateTime(user.last_login) : null,
    },
    profile: { rut_user: user.rut_user, phone_number: user.phone_number },
    type_user: { admin: user.is_admin, is_super: user.is_super },
    pyme: pyme ? reading().userInfoPyme(pyme, line) : null,
  };
}

/** A text field, trimmed (names, e-mail, RUTs, addresses…). */
function text<Body extends object>(body: Sent<Body>, field: keyof Body): string {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A password field, exactly as sent: spaces are part of a password, and
 * login compares it untrimmed, so trimming here would store a password
 * nobody can log in with.
 */
function secret(body: Sent<NewPassword>, field: keyof NewPassword): string {
  const value = body[field];
  return typeof value === 'string' ? value : '';
}

/** The password rules the backend enforces (the same as the form's, spec §5). */
function passwordErrors(body: Sent<NewPassword>): Errors {
  const password = secret(body, 'password');
  const errors: Errors = {};
  if (!password) addError(errors, 'password', 'REQUIRED');
  else if (password.length < 8 || password.length > 100)
    addError(errors, 'password', 'ERROR_LENGTH');
  else if (!hasPasswordCharacterClasses(password)) addError(errors, 'password', 'WEAK_PASSWORD');
  if (password !== secret(body, 'password_confirmation')) {
    addError(errors, 'password_confirmation', 'PASSWORD_MISMATCH');
  }
  return errors;
}

function emailOwner(data: DemoData, email: string) {
  return data.users.find((user) => user.email.toLowerCase() === email.toLowerCase());
}

/** The checks of a registration (spec §5, §8), before the ones against stored data. */
function signupErrors(body: SignupBody): Errors {
  const errors: Errors = {};
  const field = (name: SignupField) => text(body, signupName(name));
  const refuse = (name: SignupField, code: string) => {
    addError(errors, signupName(name), code);
  };

  const email = field('email').toLowerCase();
  if (!email) refuse('email', 'REQUIRED');
  else if (email.length > 100) refuse('email', 'ERROR_LENGTH');
  else if (!EMAIL.test(email)) refuse('email', 'FORMAT_ERROR');

  Object.assign(errors, passwordErrors(body));

  for (const name of ['first_name', 'last_name'] as const) {
    const value = field(name);
    if (!value) refuse(name, 'REQUIRED');
    else if (value.length < 3 || value.length > 100) refuse(name, 'ERROR_LENGTH');
    else if (!LETTERS_AND_SPACES.test(value)) refuse(name, 'FORMAT_ERROR');
  }
  for (const name of ['rut_user', 'rut'] as const) {
    const value = field(name);
    if (!value) refuse(name, 'REQUIRED');
    else if (value.length < 9 || value.length > 10) refuse(name, 'ERROR_LENGTH');
    else if (!isValidRut(value)) refuse(name, 'FORMAT_ERROR');
  }
  const phone = field('phone_number');
  if (phone && !/^\d{1,9}$/.test(phone)) refuse('phone_number', 'FORMAT_ERROR');
  if (!field('position')) refuse('position', 'REQUIRED');
  else if (!isPosition(field('position'))) refuse('position', 'FORMAT_ERROR');
  const business = field('business_name');
  if (!business) refuse('business_name', 'REQUIRED');
  else if (business.length < 3 || business.length > 100) refuse('business_name', 'ERROR_LENGTH');
  const direction = field('direction');
  if (!direction) refuse('direction', 'REQUIRED');
  else if (direction.length < 3 || direction.length > 100) refuse('direction', 'ERROR_LENGTH');
  const region = field('region');
  if (!region) refuse('region', 'REQUIRED');
  else if (!isRegionName(region)) refuse('region', 'FORMAT_ERROR');
  const commune = field('commune');
  if (!commune) refuse('commune', 'REQUIRED');
  // A commune is checked against a region only when that one is known.
  else if (isRegionName(region) && !isCommuneOf(region, commune)) refuse('commune', 'FORMAT_ERROR');
  if (body.terms_accepted !== true) refuse('terms_accepted', 'REQUIRED');
  return errors;
}

/**
 * `api/users/`: registration, account confirmation, password reset and change
 * (docs/api-contract.md, "Account"), and the logged-in user's own profile ("Profile").
 */
export const userHandlers = [
  http.post(api('api/users/signup/'), async ({ request }) => {
    const body: SignupBody = await jsonBody(request);
    const field = (name: SignupField) => text(body, signupName(name));
    const errors = signupErrors(body);
    const email = field('email').toLowerCase();

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
      const user: DemoUser = {
        uuid: newUuid(),
        email,
        password: secret(body, 'password'),
        first_name: field('first_name'),
        last_name: field('last_name'),
        rut_user: rutUser,
        phone_number: field('phone_number') || null,
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
        business_name: field('business_name'),
        rut,
        address: field('direction'),
        state: field('region'),
        commune: field('commune'),
        enabled: true,
        created: now,
      });
      sendVerificationEmail(data, user);
      return answerWrite('signup', {
        status: 201,
        message: { message: 'USER_CREATED', email },
        record: () => ({
          uuid: user.uuid,
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
        }),
      });
    });
  }),

  // Confirm the account with the e-mail link's token.
  http.patch(api('api/users/verify/'), async ({ request }) => {
    const token = text(await jsonBody<{ token: string }>(request), 'token');
    return updateDb((data) => {
      const check = checkLinkToken(data, token, 'verify');
      if (!check.ok) return validationError({ token: [check.code] });
      check.entry.used = true;
      const user = data.users.find((candidate) => candidate.uuid === check.entry.user_uuid);
      if (user) user.verified = true;
      return answerWrite('verify', { message: { message: 'ACCOUNT_VERIFIED' } });
    });
  }),

  // Send the confirmation link again. `{"message": "EMAIL_SENT"}` in every reading (spec §4).
  http.post(api('api/users/verify/'), async ({ request }) => {
    const email = text(await jsonBody<{ email: string }>(request), 'email');
    return updateDb((data) => {
      const user = emailOwner(data, email);
      if (!user) return validationError({ email: ['EMAIL_NOT_EXISTS'] });
      if (user.verified) return validationError({ email: ['ALREADY_VERIFIED'] });
      sendVerificationEmail(data, user);
      const answer: MessageAnswer = { message: 'EMAIL_SENT' };
      return HttpResponse.json(answer);
    });
  }),

  // Ask for a password-reset link. `{"message": "EMAIL_SENT"}` in every reading (spec §4).
  http.post(api('api/users/pwreset/'), async ({ request }) => {
    const email = text(await jsonBody<{ email: string }>(request), 'email');
    return updateDb((data) => {
      const user = emailOwner(data, email);
      if (!user) return validationError({ email: ['EMAIL_NOT_EXISTS'] });
      sendPasswordResetEmail(data, user);
      const answer: MessageAnswer = { message: 'EMAIL_SENT' };
      return HttpResponse.json(answer);
    });
  }),

  // Set a new password with the reset link's token.
  http.patch(api('api/users/pwreset/'), async ({ request }) => {
    const body = await jsonBody<NewPassword & { token: string }>(request);
    const password = secret(body, 'password');
    return updateDb((data) => {
      const check = checkLinkToken(data, text(body, 'token'), 'reset');
      if (!check.ok) return validationError({ token: [check.code] });
      const errors = passwordErrors(body);
      const user = data.users.find((candidate) => candidate.uuid === check.entry.user_uuid);
      if (user && user.password === password) addError(errors, 'password', 'PASSWORD_EXISTS');
      if (Object.keys(errors).length > 0) return validationError(errors);
      check.entry.used = true;
      if (user) user.password = password;
      return answerWrite('passwordReset', { message: { message: 'PASSWORD_UPDATED' } });
    });
  }),

  // Change the logged-in user's password.
  http.patch(api('api/users/pwupdate/'), async ({ request }) => {
    const caller = requireUser(request);
    const body = await jsonBody<NewPassword>(request);
    const password = secret(body, 'password');
    return updateDb((data) => {
      const user = data.users.find((candidate) => candidate.uuid === caller.uuid);
      if (!user) return validationError({ user: ['USER_NOT_EXISTS'] });
      if (user.password === password) {
        return HttpResponse.json({ password: ['PASSWORD_EXISTS'] }, { status: 401 });
      }
      const errors = passwordErrors(body);
      if (Object.keys(errors).length > 0) return validationError(errors);
      user.password = password;
      return answerWrite('passwordUpdate', { message: { message: 'PASSWORD_UPDATED' } });
    });
  }),

  // The logged-in user's own data.
  http.get(api('api/users/info/'), ({ request }) => {
    const user = requireUser(request);
    return HttpResponse.json(serializeUserInfo(readDb(), user));
  }),

  // The user edits their own profile; the answer is the reading's (`{"message":
  // "PROFILE_UPDATED"}`, the profile as users/info/ gives it, or 204).
  http.patch(api('api/users/profile/'), async ({ request }) => {
    const caller = requireUser(request);
    const body = await jsonBody<ProfileUpdate>(request);
    return updateDb((data) => {
      const user = data.users.find((candidate) => candidate.uuid === caller.uuid);
      if (!user) return validationError({ user: ['USER_NOT_EXISTS'] });
      const errors: Errors = {};
      const sent = (field: keyof ProfileUpdate) => {
        const value = body[field];
        return typeof value === 'string' ? value.trim() : undefined;
      };
      const email = sent('email')?.toLowerCase();
      if (
        email !== undefined &&
        data.users.some((other) => other.uuid !== user.uuid && other.email === email)
      ) {
        errors.email = ['EMAIL_TAKEN'];
      }
      const rut = sent('rut_user');
      if (
        rut !== undefined &&
        data.users.some((other) => other.uuid !== user.uuid && other.rut_user === rut)
      ) {
        errors.rut_user = ['RUT_TAKEN'];
      }
      if (Object.keys(errors).length > 0) return validationError(errors);
      user.first_name = sent('first_name') ?? user.first_name;
      user.last_name = sent('last_name') ?? user.last_name;
      user.email = email ?? user.email;
      user.rut_user = rut ?? user.rut_user;
      const phone = sent('phone_number');
      if (phone !== undefined) user.phone_number = phone || null;
      return answerWrite('profile', {
        message: { message: 'PROFILE_UPDATED' },
        record: () => serializeUserInfo(data, user),
      });
    });
  }),
];
