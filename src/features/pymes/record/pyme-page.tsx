import { isNotFound } from '@/api/api-error';
import { isUuid } from '@/api/api-path';
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from 'reactstrap';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import { lineStatusLabel } from '@/validation/data/line-status';
import { assignedAdminLabel, fullNameOf, NO_ADMIN_LABEL, NO_LINE_LABEL } from '../pyme-labels';
import { PymeDiagnostics } from './pyme-diagnostics';
import { backToPymes, PymeBackLink, PymeProblem } from './pyme-page-parts';
import { PymeTimeline } from './pyme-timeline';
import { useGetPymeQuery } from './pyme-record-api';
import type { Pyme } from '@/api/edge/pymes';
import { roleOf, selectProfile } from '@/api/session-slice';
import { useAppSelector } from '@/lib/store-hooks';
import { useGetAdminAssignmentsQuery, useGetAssignableAdminsQuery } from '../pymes-api';

import { usePrintDate } from '@/lib/use-print-date';

const TITLE = 'Ficha de la pyme';

/** A card of the sheet: a heading and its terms and values. */
function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card h-100 pyme-sheet-section">
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-3">
          {title}
        </h2>
        <dl className="row mb-0 pyme-facts">{children}</dl>
      </div>
    </section>
  );
}

function Fact({
  term,
  children,
  wide = false,
}: {
  term: string;
  children: ReactNode;
  /** In a section as wide as the page: a narrower column of terms on large screens. */
  wide?: boolean;
}) {
  return (
    <>
      <dt className={wide ? 'col-sm-5 col-lg-3' : 'col-sm-5'}>{term}</dt>
      <dd className={wide ? 'col-sm-7 col-lg-9' : 'col-sm-7'}>{children}</dd>
    </>
  );
}

/**
 * Who looks after the pyme ("Sin Admin" when nobody does). Super admins read
 * the admins' list too, which names an admin the assignments give by uuid only.
 */
function PymeAdmin({ pymeUuid }: { pymeUuid: string }) {
  const assignments = useGetAdminAssignmentsQuery(undefined);
  const isSuper = roleOf(useAppSelector(selectProfile)) === 'superadmin';
  const accounts = useGetAssignableAdminsQuery(undefined, { skip: !isSuper });
  if (assignments.isError) {
    return (
      <>
        <span role="alert">No pudimos cargar el administrador.</span>{' '}
        <Button
          color="link"
          size="sm"
          className="p-0 align-baseline d-print-none"
          onClick={() => void assignments.refetch()}
        >
          Reintentar
        </Button>
      </>
    );
  }
  if (!assignments.data) return <span className="text-body-secondary">Cargando…</span>;
  const assignment = assignments.data.find((candidate) => candidate.pyme === pymeUuid);
  if (!assignment) return <>{NO_ADMIN_LABEL}</>;
  // Admins cannot read the admins' list: the name is the assignment's own, when it has one.
  return <>{assignedAdminLabel(assignment, accounts.data ?? [])}</>;
}

function PymeSheet({ pyme }: { pyme: Pyme }) {
  const line = pyme.formation_line;
  const { user } = pyme;
  return (
    <>
      <div className="row g-3 pyme-sheet-grid">
        <div className="col-lg-6">
          <SheetSection title="Empresa">
            <Fact term="Razón social">{pyme.business_name}</Fact>
            <Fact term="RUT">{pyme.rut}</Fact>
            <Fact term="Dirección">{pyme.address}</Fact>
            <Fact term="Región">{pyme.state}</Fact>
            <Fact term="Comuna">{pyme.commune}</Fact>
            <Fact term="Fecha de registro">
              {pyme.created.date ? (
                `${formatShortDate(pyme.created.date)}${pyme.created.hour ? ` a las ${pyme.created.hour}` : ''}`
              ) : (
                <span className="text-body-secondary">No disponible</span>
              )}
            </Fact>
            <Fact term="Estado">{pyme.enabled ? 'Habilitada' : 'Deshabilitado'}</Fact>
          </SheetSection>
        </div>
        <div className="col-lg-6">
          <SheetSection title="Emprendedor">
            <Fact term="Nombre">{fullNameOf(user)}</Fact>
            <Fact term="RUT">{user.rut_user}</Fact>
            <Fact term="Cargo">{user.position}</Fact>
            <Fact term="Correo">
              <a href={`mailto:${user.email}`} className="text-break">
                {user.email}
              </a>
            </Fact>
            <Fact term="Teléfono">
              {user.phone_number === undefined ? (
                <span className="text-body-secondary">No disponible</span>
              ) : (
                user.phone_number || 'Sin teléfono'
              )}
            </Fact>
          </SheetSection>
        </div>
        <div className="col-12">
          <SheetSection title="Formación y seguimiento">
            <Fact term="Línea de formación" wide>
              {line ? line.training.name : NO_LINE_LABEL}
            </Fact>
            <Fact term="Estado LDF" wide>
              {line ? lineStatusLabel(line.training.status) : NO_LINE_LABEL}
            </Fact>
            <Fact term="Administrador" wide>
              <PymeAdmin pymeUuid={pyme.uuid} />
            </Fact>
          </SheetSection>
        </div>
      </div>
      <PymeTimeline pyme={pyme} />
      <PymeDiagnostics pymeUuid={pyme.uuid} />
    </>
  );
}

/**
 * `/admin/pymes/:uuid` (ours): everything about one pyme on one page — its
 * data, its entrepreneur, its line, its admin, its timeline (issue 38), its
 * diagnostics with their answers — and a clean printed sheet ("Imprimir ficha").
 */
export function PymePage() {
  const { uuid = '' } = useParams();
  // An address whose id cannot be a uuid names no pyme: not found, without asking.
  const askable = isUuid(uuid);
  const pyme = useGetPymeQuery(uuid, { skip: !askable });
  const printDate = usePrintDate();
  const titleId = useId();

  let content;
  if (!askable || isNotFound(pyme.error)) {
    content = <PymeProblem back={backToPymes}>No encontramos esta pyme.</PymeProblem>;
  } else if (pyme.isError) {
    content = (
      <PymeProblem onRetry={() => void pyme.refetch()}>
        No pudimos cargar la ficha de la pyme.
      </PymeProblem>
    );
  } else if (!pyme.data) {
    content = <LoadingState label="Cargando la ficha…" />;
  } else {
    content = <PymeSheet pyme={pyme.data} />;
  }

  const data = askable && pyme.data && !pyme.isError ? pyme.data : undefined;
  return (
    <article className="pyme-sheet print-report" aria-labelledby={titleId}>
      <PymeBackLink to={paths.adminPymes}>Volver a pymes</PymeBackLink>
      <header className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div className="min-w-0">
          {data && <p className="text-body-secondary mb-0 pyme-sheet-kicker">{TITLE}</p>}
          <h1 id={titleId} className="h2 mb-1">
            {data ? data.business_name : TITLE}
          </h1>
          {data && !data.enabled && <span className="badge text-bg-secondary">Deshabilitado</span>}
          <p className="d-none d-print-block mb-0 mt-1">Ficha impresa el {printDate}</p>
        </div>
        {data && (
          <Button
            color="primary"
            outline
            className="d-print-none"
            onClick={() => {
              window.print();
            }}
          >
            Imprimir ficha
          </Button>
        )}
      </header>
      {content}
    </article>
  );
}
