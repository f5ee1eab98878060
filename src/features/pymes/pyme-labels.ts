import { formatNumber } from '@/lib/numbers';
import type { Admin } from '@/api/edge/admins';
import type { AdminAssignment } from '@/api/edge/assignments';

/** "NA": the line select's choice for a pyme without a line (spec §4). */
export const NO_LINE_LABEL = 'NA';
/** The admin select's choice that clears the assignment (spec §2). */
export const NO_ADMIN_LABEL = 'Sin Admin';

/** "Nombre Apellido". */
export function fullNameOf(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`;
}

/**
 * The assigned admin's name: from the admins' list (it has every admin, by
 * their own uuid), else from the assignment when it came nested, else a
 * neutral label; "(deshabilitado)" only when a source says so.
 */
export function assignedAdminLabel(
  assignment: AdminAssignment,
  accounts: readonly Admin[],
): string {
  const account = accounts.find((candidate) => candidate.uuid === assignment.admin.uuid);
  const { first_name, last_name, enabled } = assignment.admin;
  const name = account
    ? fullNameOf(account.user)
    : first_name !== null || last_name !== null
      ? [first_name, last_name].filter(Boolean).join(' ')
      : 'Administrador asignado';
  return (account?.enabled ?? enabled) === false ? `${name} (deshabilitado)` : name;
}

/**
 * "Estado Diagnóstico" as the pymes' list knows it (issue 37): whether the
 * pyme has answered any diagnostic (`has_evaluation`). Never "Completado":
 * one answered diagnostic of three is not a finished diagnosis. The list,
 * the overview and the export say it with these words.
 */
export function diagnosticStateLabel(hasEvaluation: boolean): string {
  return hasEvaluation ? 'Con respuestas' : 'Sin respuestas';
}

/** What the app read of a pyme's diagnostics (`evaluations/list-ready/`). */
export interface DiagnosticProgress {
  answered: number;
  /** The rows listed: the total only when the list holds unanswered ones (see below). */
  listed: number;
}

export function diagnosticProgressOf(
  diagnostics: readonly { evaluated: boolean }[],
): DiagnosticProgress {
  return {
    answered: diagnostics.filter((diagnostic) => diagnostic.evaluated).length,
    listed: diagnostics.length,
  };
}

/**
 * How many of a pyme's diagnostics it answered, as far as its list shows:
 * "1 de 3 diagnósticos respondidos" when the list holds unanswered ones too;
 * "2 diagnósticos respondidos" when every row listed is answered, since a
 * backend may list only the answered ones (its "ready" evaluations) and the
 * total is then not known.
 */
export function answeredDiagnosticsLabel(progress: DiagnosticProgress): string {
  return answeredDiagnosticsParts(progress).join(' ');
}

/** `answeredDiagnosticsLabel` in its three parts: the figures, the noun, "respondido(s)". */
export function answeredDiagnosticsParts({
  answered,
  listed,
}: DiagnosticProgress): [string, string, string] {
  const one = answered === 1 && listed <= 1;
  const figures =
    answered < listed
      ? `${formatNumber(answered)} de ${formatNumber(listed)}`
      : formatNumber(answered);
  return one ? [figures, 'diagnóstico', 'respondido'] : [figures, 'diagnósticos', 'respondidos'];
}
