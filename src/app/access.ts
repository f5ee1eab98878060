import type { Role } from '@/api/session-slice';
import { paths } from '@/config/paths';

/** Access flags of the route table (spec §2). */
export type Access = 'public' | 'guest' | 'private' | 'normalUser' | 'admin' | 'superAdmin';

const allowed: Record<Role, readonly Access[]> = {
  guest: ['public', 'guest'],
  user: ['public', 'private', 'normalUser'],
  admin: ['public', 'private', 'admin'],
  superadmin: ['public', 'private', 'admin', 'superAdmin'],
};

/** Where each role is sent when a route is not for it (spec §2 "Redirects"). */
const fallback: Record<Role, string> = {
  guest: paths.login,
  user: paths.dashboard,
  admin: paths.adminPymes,
  superadmin: paths.adminPymes,
};

/** Whether `role` may open a route with `access`. */
export function mayOpen(access: Access, role: Role): boolean {
  return allowed[role].includes(access);
}

/** Null when `role` may open a route with `access`, otherwise the path to redirect to. */
export function redirectFor(access: Access, role: Role): string | null {
  return mayOpen(access, role) ? null : fallback[role];
}

/** Each role's own start page: where "Volver al inicio" leads. */
const homes: Record<Role, string> = {
  guest: paths.home,
  user: paths.dashboard,
  admin: paths.adminPymes,
  superadmin: paths.adminPymes,
};

export function homePathOf(role: Role): string {
  return homes[role];
}
