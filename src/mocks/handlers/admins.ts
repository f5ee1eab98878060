import { http, HttpResponse } from 'msw';
import type { AdminCreate } from '@/api/edge/admins';
import {
  hasPasswordCharacterClasses,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/validation/password-rules';
import { isValidRut, normalizeRut } from '@/validation/rut';
import { LETTERS_AND_SPACES } from '@/validation/fields';
import { adminsOf, findAdmin, serializeAdmin } from '../admin-records';
import { readDb, updateDb, type DemoData, type DemoUser } from '../db';
import {
  addError,
  api,
  bodyFlag,
  bodyText,
  hasErrors,
  jsonBody,
  noContent,
  notFound,
  nowIso,
  requireUser,
  validationError,
  type Errors,
  type Sent,
  EMAIL,
} from '../http';
import { newUuid } from '../ids';
import { listResponse } from '../paging';
import { reading } from '../readings';

const EMAIL_MAX_LENGTH = 100;
const NAME_MIN_LENGTH = 3;
const NAME_MAX_LENGTH = 100;

/** The texts the admins search looks in (ours): first and last name, e-mail and RUT. */
function adminSearchTexts(admin: DemoUser) {
  return [admin.first_name, admin.last_name, admin.email, admin.rut_user];
}

/** The refusal of a super admin's deletion of herself or of her own role (ours, `Reading.refusesSelfChange`). */
function selfChange() {
  return HttpResponse.json({ detail: 'SELF_CHANGE' }, { status: 400 });
}

/**
 * The fields of an admin's body, checked; with `partial` (PATCH) a missing
 * field is not an error. Codes: REQUIRED for an empty or (on create) missing
 * value, FORMAT_ERROR for a wrong one, WEAK_PASSWORD for a password outside
 * the rules of spec §5 (the signup's check).
 */
function readAdminFields(body: Sent<AdminCreate>, partial: boolean, errors: Errors) {
  const has = (field: keyof AdminCreate) => Object.hasOwn(body, field) && body[field] !== undefined;
  const text = (field: 'first_name' | 'last_name' | 'email' | 'rut_user') =>
    bodyText(body, field, errors, !partial);
  const flag = (field: 'enabled' | 'is_super') => bodyFlag(body, field, errors, !partial);

  const names: Partial<Record<'first_name' | 'last_name', string>> = {};
  for (const field of ['first_name', 'last_name'] as const) {
    const value = text(field);
    if (value === undefined) continue;
    if (
      value.length < NAME_MIN_LENGTH ||
      value.length > NAME_MAX_LENGTH ||
      !LETTERS_AND_SPACES.test(value)
    ) {
      addError(errors, field, 'FORMAT_ERROR');
    } else {
      names[field] = value;
    }
  }

  let email = text('email')?.toLowerCase();
  if (email !== undefined && (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email))) {
    addError(errors, 'email', 'FORMAT_ERROR');
    email = undefined;
  }

  const rutText = text('rut_user');
  let rutUser = rutText === undefined ? undefined : normalizeRut(rutText);
  if (rutUser !== undefined && !isValidRut(rutUser)) {
    addError(errors, 'rut_user', 'FORMAT_ERROR');
    rutUser = undefined;
  }

  // Exactly as sent: spaces are part of a password (login compares it untrimmed).
  let password: string | undefined;
  if (!has('password')) {
    if (!partial) addError(errors, 'password', 'REQUIRED');
  } else if (typeof body.password !== 'string') {
    addError(errors, 'password', 'FORMAT_ERROR');
  } else if (body.password === '') {
    addError(errors, 'password', 'REQUIRED');
  } else if (
    body.password.length < PASSWORD_MIN_LENGTH ||
    body.password.length > PASSWORD_MAX_LENGTH ||
    !hasPasswordCharacterClasses(body.password)
  ) {
    addError(errors, 'password', 'WEAK_PASSWORD');
  } else {
    password = body.password;
  }

  return {
    ...names,
    email,
    rut_user: rutUser,
    password,
    enabled: flag('enabled'),
    is_super: flag('is_super'),
  };
}

/** EMAIL_TAKEN and RUT_TAKEN against every other user (entrepreneurs too: one login each). */
function checkTaken(
  data: DemoData,
  fields: { email?: string | undefined; rut_user?: string | undefined },
  errors: Errors,
  except?: string,
): void {
  const others = data.users.filter((user) => user.uuid !== except);
  if (
    fields.email !== undefined &&
    others.some((user) => user.email.toLowerCase() === fields.email)
  ) {
    addError(errors, 'email', 'EMAIL_TAKEN');
  }
  if (
    fields.rut_user !== undefined &&
    others.some((user) => user.rut_user !== '' && normalizeRut(user.rut_user) === fields.rut_user)
  ) {
    addError(errors, 'rut_user', 'RUT_TAKEN');
  }
}

/** The administrators (docs/api-contract.md, "Super admin: administrators"); super admins only. */
export const adminHandlers = [
  // A page of admins, or every admin as the reading answers a list without `limit`
  // (the pymes screen's select); each with the reading's admin uuid.
  http.get(api('api/admin/user/'), ({ request }) => {
    requireUser(request, 'super');
    return listResponse(request, adminsOf(readDb()), { serialize: serializeAdmin });
  }),

  // Searched; paged or not as the reading says (spec §7: "no paging").
  http.get(api('api/admin/user-search/'), ({ request }) => {
    requireUser(request, 'super');
    return listResponse(request, adminsOf(readDb()), {
      endpoint: 'admin/user-search/',
      search: adminSearchTexts,
      serialize: serializeAdmin,
    });
  }),

  // Spec §3's create-admin payload; `order_name` (the role's label) is not stored.
  http.post(api('api/admin/user/'), async ({ request }) => {
    requireUser(request, 'super');
    const errors: Errors = {};
    const fields = readAdminFields(await jsonBody<AdminCreate>(request), false, errors);
    return updateDb((data) => {
      checkTaken(data, fields, errors);
      if (hasErrors(errors)) return validationError(errors);
      const admin: DemoUser = {
        uuid: newUuid(),
        email: fields.email ?? '',
        password: fields.password ?? '',
        first_name: fields.first_name ?? '',
        last_name: fields.last_name ?? '',
        rut_user: fields.rut_user ?? '',
        phone_number: null,
        position: '',
        is_admin: true,
        is_super: fields.is_super ?? false,
        enabled: fields.enabled ?? false,
        // No confirmation e-mail: a super admin vouches for the account (ours).
        verified: true,
        last_login: null,
        date_joined: nowIso(),
      };
      data.users.push(admin);
      return HttpResponse.json(serializeAdmin(admin), { status: 201 });
    });
  }),

  // `{uuid}`: the admin's uuid in the current reading (`Reading.adminUuid`).
  http.patch<{ uuid: string }>(api('api/admin/user/:uuid/'), async ({ request, params }) => {
    const caller = requireUser(request, 'super');
    const errors: Errors = {};
    const fields = readAdminFields(await jsonBody<AdminCreate>(request), true, errors);
    return updateDb((data) => {
      const admin = findAdmin(data, params.uuid);
      if (!admin) return notFound();
      // Whether a super admin may take away her own role or disable herself.
      if (reading().refusesSelfChange(caller, admin, fields)) return selfChange();
      checkTaken(data, fields, errors, admin.uuid);
      if (hasErrors(errors)) return validationError(errors);
      admin.first_name = fields.first_name ?? admin.first_name;
      admin.last_name = fields.last_name ?? admin.last_name;
      admin.email = fields.email ?? admin.email;
      admin.rut_user = fields.rut_user ?? admin.rut_user;
      admin.password = fields.password ?? admin.password;
      admin.enabled = fields.enabled ?? admin.enabled;
      admin.is_super = fields.is_super ?? admin.is_super;
      return HttpResponse.json(serializeAdmin(admin));
    });
  }),

  // The user goes, with the pymes it looked after (they are left without an admin).
  http.delete<{ uuid: string }>(api('api/admin/user/:uuid/'), ({ request, params }) => {
    const caller = requireUser(request, 'super');
    return updateDb((data) => {
      const admin = findAdmin(data, params.uuid);
      if (!admin) return notFound();
      if (reading().refusesSelfChange(caller, admin, 'delete')) return selfChange();
      data.users = data.users.filter((user) => user.uuid !== admin.uuid);
      data.adminAssignments = data.adminAssignments.filter(
        (assignment) => assignment.admin_uuid !== admin.uuid,
      );
      return noContent();
    });
  }),
];
