import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'reactstrap';
import { isNotFound } from '@/api/api-error';
import { adminPymePath, paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import type { Pyme } from '@/api/edge/pymes';
import type { DateAndHour } from '@/api/edge/read';
import { fullNameOf } from '../pyme-labels';

/** "← Volver a …": where the screen was opened from. Not printed. */
export function PymeBackLink({
  to,
  state,
  children,
}: {
  to: string;
  state?: unknown;
  children: ReactNode;
}) {
  return (
    <Link to={to} state={state} className="pyme-back-link d-inline-block mb-3 d-print-none">
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}

/**
 * Puts the screen's uuids in the address when they came only in the
 * navigation state (spec §2 passes them there), replacing the history entry:
 * a reload or a copied link then opens the same page. `inAddress` compares the
 * query's values, not its text, so a differently spelt query is left alone.
 */
export function useUuidsInAddress(
  link: { to: string; state: unknown } | null,
  inAddress: boolean,
): void {
  const navigate = useNavigate();
  const to = link?.to;
  const state = link?.state;
  useEffect(() => {
    if (to === undefined || inAddress) return;
    void navigate(to, { replace: true, state });
  }, [navigate, to, state, inAddress]);
}

/** Why the screen cannot show what it was asked for, and the way out (or Reintentar). */
export function PymeProblem({
  children,
  onRetry,
  back,
}: {
  children: ReactNode;
  /** A failed load: the message is an alert and "Reintentar" loads again. */
  onRetry?: () => void;
  back?: { to: string; state?: unknown; label: string };
}) {
  return (
    <div className={`alert ${onRetry ? 'alert-danger' : 'alert-warning'} pyme-problem`}>
      <p className="mb-2" role={onRetry ? 'alert' : undefined}>
        {children}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {onRetry && (
          <Button color="danger" outline size="sm" onClick={onRetry}>
            Reintentar
          </Button>
        )}
        {back && (
          <Link to={back.to} state={back.state} className="btn btn-sm btn-outline-secondary">
            {back.label}
          </Link>
        )}
      </div>
    </div>
  );
}

/** The way back to the pymes list, for a screen without a pyme. */
export const backToPymes = { to: paths.adminPymes, label: 'Ir a la lista de pymes' };

/** A sub-screen's lookup of its pyme, as RTK Query's hook gives it. */
export interface PymeLookup {
  data?: Pyme | undefined;
  error?: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The pyme a sub-screen is about: its name, its entrepreneur and a link to its
 * page. When the lookup failed (not a 404, which the screen itself reports),
 * an alert says so in its place with a Reintentar that asks for the pyme
 * again, and only for it: what else the screen loaded stays shown (issue 26).
 */
export function PymeContext({ lookup }: { lookup: PymeLookup }) {
  if (lookup.isError) {
    if (isNotFound(lookup.error)) return null;
    return (
      <div className="pyme-context alert alert-danger d-flex flex-wrap align-items-center column-gap-3 row-gap-2 py-2 px-3 mb-2">
        <p className="mb-0" role="alert">
          No pudimos cargar los datos de la pyme.
        </p>
        <Button color="danger" outline size="sm" onClick={() => void lookup.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  const pyme = lookup.data;
  if (!pyme) return <p className="pyme-context text-body-secondary mb-1">&nbsp;</p>;
  return (
    <p className="pyme-context text-body-secondary mb-1">
      <Link to={adminPymePath(pyme.uuid)} className="fw-semibold">
        {pyme.business_name}
      </Link>
      <span aria-hidden="true"> · </span>
      <span className="visually-hidden">, </span>
      {fullNameOf(pyme.user)}
    </p>
  );
}

/**
 * When a diagnostic was completed: "Completado el 06/10/2026 a las 10:31"
 * (without the hour when only the date came); when the answer carries no
 * date, it says so rather than showing one.
 */
export function completedOn(created: DateAndHour | undefined): string {
  if (!created) return 'Completado (el servidor no informa la fecha)';
  const hour = created.hour ? ` a las ${created.hour}` : '';
  return `Completado el ${formatShortDate(created.date)}${hour}`;
}
