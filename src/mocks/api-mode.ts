/**
 * Which API the demo backend serves.
 *
 * - `full` (the default): the API of docs/api-contract.md, with our readings of
 *   every gap in the spec and our additions ("ours" rows).
 * - `spec`: only the API of ../shared/spec.md (§3, §7, §8, §9), taking the
 *   other plausible Django REST Framework reading of every gap, so that the
 *   app's dependence on our readings shows up as failing tests. Switched on in
 *   the browser by the localStorage key `pymes-demo-api` = `spec` (the
 *   end-to-end tests) or a build with `VITE_DEMO_API=spec` (`npm run demo --
 *   --spec-only`), in Vitest by `DEMO_API=spec` (the `spec-only` project).
 *
 * What `spec` changes (each is commented again where it is done):
 *
 * 1. Lists are always paged (src/mocks/paging.ts): without a valid `limit` a
 *    list answers a DRF page of the default size 10 (`{count, next, previous,
 *    results}`, `next` with limit=10&offset=10), not a plain array; a `limit`
 *    above 100 is read as 100 (DRF's `max_limit`). Also the lists built by
 *    hand: `user/list-available/`, `formations/formation-line-list/`,
 *    `evaluations/list-ready/{pyme}/`; and `admin/user-search/` honours
 *    `limit`/`offset` like any other list.
 * 2. Unknown query parameters are ignored: `enabled` on `pymes/pyme/` and
 *    `pymes/pyme-search/` (the `training` filter stays); `search` on
 *    `evaluations/evaluation/` (only `evaluation-search/` searches).
 * 3. `pymes/pyme-search/` searches only `business_name` and `rut`.
 * 4. `GET pymes/pyme/{uuid}/` (not in the spec, which lists only PATCH there)
 *    answers 404 `{"detail": "Not found."}`.
 * 5. No `response_token`: `user/list-available/` rows carry none, and the
 *    webhook (`POST evaluations/evaluated-result/`, still signed) files the
 *    answers under the entrepreneur whose user uuid is the hidden field
 *    `user_id` (spec §2); a missing or unknown one is 400 `{"hidden":
 *    ["INVALID"]}`.
 * 6. Fields the spec does not list are absent: the pyme's `user.phone_number`;
 *    in `users/info/` the `pyme.uuid`, and `pyme.formation_line` is the
 *    association's uuid as a plain string (or null), not an object; the
 *    `user/list-available/` rows have only the spec's Evaluation fields
 *    (uuid, name, form_id, duration, order_number, order_name, amount,
 *    enabled, is_done).
 * 7. Writes answer the record: `PATCH users/profile/` → 200 with the profile
 *    in the `users/info/` shape; `POST users/signup/` → 201 `{uuid, email,
 *    first_name, last_name}`; `PATCH users/pwupdate/`, `PATCH users/pwreset/`
 *    and `PATCH users/verify/` → 200 `{}`. (`POST users/pwreset/` and `POST
 *    users/verify/` keep `{"message": "EMAIL_SENT"}`: spec §4 states it.)
 * 8. Admins have their own uuids (`adminUuidOf`, src/mocks/admin-records.ts):
 *    an admin record's `uuid` is not its user's (`user.uuid` is). The admin
 *    calls' `{uuid}` and the assignments' `admin_uuid` take the admin uuid (a
 *    user uuid there is 404 / INVALID). No self-protection: the `400
 *    {"detail": "SELF_CHANGE"}` rule does not exist, a super admin can lower
 *    her own role, disable or delete herself.
 * 9. Admin-to-pyme assignments are records `{pyme_uuid, admin_uuid, pyme,
 *    admin}` (the pyme as the pyme calls give it, the admin as
 *    `admin/user/` gives it), paged; POST and PATCH `pymes/admin/{pyme}/`
 *    answer that record.
 */
export type DemoApiMode = 'full' | 'spec';

/** localStorage key: `spec` or `full`, read when the demo backend starts in the browser. */
export const DEMO_API_MODE_KEY = 'pymes-demo-api';

let mode: DemoApiMode = 'full';

/** The API the demo backend serves now. */
export function getDemoApiMode(): DemoApiMode {
  return mode;
}

/** Switches the API the demo backend serves (the browser's start, Vitest's setup, tests). */
export function setDemoApiMode(next: DemoApiMode): void {
  mode = next;
}

/** True when the demo backend serves only the spec's API. */
export function isSpecOnly(): boolean {
  return mode === 'spec';
}
