/**
 * The role select of the create/edit admin modal and the Rol column, spec §2
 * and §4: Deshabilitado = not enabled; Admin = enabled, not super;
 * Super admin = enabled and super. Deshabilitado is the default.
 */
export const adminRoleOptions = ['Deshabilitado', 'Admin', 'Super admin'] as const;

export type AdminRole = (typeof adminRoleOptions)[number];

export const defaultAdminRole: AdminRole = 'Deshabilitado';

export interface AdminRoleFlags {
  enabled: boolean;
  is_super: boolean;
}

const flagsByRole: Record<AdminRole, AdminRoleFlags> = {
  Deshabilitado: { enabled: false, is_super: false },
  Admin: { enabled: true, is_super: false },
  'Super admin': { enabled: true, is_super: true },
};

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (adminRoleOptions as readonly string[]).includes(value);
}

/** The enabled / is_super flags the API expects for a role. */
export function adminRoleFlags(role: AdminRole): AdminRoleFlags {
  return { ...flagsByRole[role] };
}

/** The role shown for an admin's flags (the Rol column and the edit modal's initial value). */
export function adminRoleOf({ enabled, is_super }: AdminRoleFlags): AdminRole {
  if (!enabled) return 'Deshabilitado';
  return is_super ? 'Super admin' : 'Admin';
}
