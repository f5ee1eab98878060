import type { SaveCheck } from '@/api/edge/write';
import type { Notice } from '../notifications';

/**
 * What a form's save comes to, for the form block (FormDialog, the line's
 * form): null when it is over (the dialog closes), a message to show in the
 * form when the server refused it, or the fields the server did not keep
 * (issue 45: it answered success but holds other values), which the form
 * names while it keeps what the user typed.
 */
export type SaveOutcome = string | null | { notKept: readonly string[] };

/** What a dialog says once the save is over: "Guardamos…" only when the answer showed the values. */
export interface SaveTexts {
  /** Said when every value sent is what the server holds now ("Guardamos los datos de …"). */
  kept: string;
  /** Who or what was saved, for the notice when no answer showed the values ("los datos de …"). */
  what: string;
}

/**
 * A confirmed save (src/api/edge/write.ts) as the form's outcome: kept is
 * announced as saved; unconfirmed is announced as sent, not as saved; not
 * kept stays in the form with the fields named.
 */
export function settleSave(
  check: SaveCheck,
  texts: SaveTexts,
  announce: (notice: Notice) => void,
): SaveOutcome {
  if (check.status === 'notKept') return { notKept: check.fields };
  announce(
    check.status === 'kept'
      ? { tone: 'success', text: texts.kept }
      : {
          tone: 'warning',
          text: `Enviamos ${texts.what}, pero el servidor no mostró lo que guardó: revisa que estén como los dejaste.`,
        },
  );
  return null;
}

/**
 * The outcome with the fields not kept named as the form names them, where a
 * form field is sent as other fields (an admin's Rol as `enabled` and `is_super`).
 */
export function asFormFields(
  outcome: SaveOutcome,
  formFieldOf: Readonly<Record<string, string>>,
): SaveOutcome {
  if (outcome === null || typeof outcome === 'string') return outcome;
  return { notKept: [...new Set(outcome.notKept.map((field) => formFieldOf[field] ?? field))] };
}

/** "Dirección", "Dirección y Región", "Nombre, Apellido y Cargo". */
function listed(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} y ${labels.at(-1) ?? ''}`;
}

/** The form's message for fields the server did not keep, by their labels. */
export function notKeptMessage(labels: readonly string[]): string {
  return `El servidor respondió que guardó, pero no guardó ${labels.length > 1 ? 'estos datos' : 'este dato'}: ${listed(labels)}. Lo que escribiste sigue aquí: revisa y vuelve a intentarlo, o avisa a quien administra la plataforma.`;
}

/** The error shown under a field the server did not keep. */
export const NOT_KEPT_FIELD = 'El servidor no guardó este valor.';
