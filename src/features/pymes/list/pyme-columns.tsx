import { Link } from 'react-router-dom';
import { lazyNamed } from '@/lib/lazy-named';
import { Suspense } from 'react';
import { Badge, Button } from 'reactstrap';
import type { DataTableColumn } from '@/components/data-table';
import type { Related } from '@/components/list-page/related-lists';
import { UnknownValue } from '@/components/unknown-value';
import { adminPymePath } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import {
  isLineStatus,
  lineStatusLabel,
  lineStatusOptions,
  unassignedLineStatusLabel,
} from '@/validation/data/line-status';
import {
  NO_ADMIN_LABEL,
  NO_LINE_LABEL,
  answeredDiagnosticsParts,
  assignedAdminLabel,
  diagnosticStateLabel,
  fullNameOf,
  type DiagnosticProgress,
} from '../pyme-labels';
import type { PymeRowActions } from './pyme-actions-menu';
import type { Admin } from '@/api/edge/admins';
import type { AdminAssignment } from '@/api/edge/assignments';
import type { Pyme } from '@/api/edge/pymes';
import type { LineOption } from '@/api/edge/training-lines';
import { evaluationsLink } from '../pymes-links';
import { SavingSelect, type SavingSelectOption } from './saving-select';

/**
 * The row's Acciones menu (reactstrap's Dropdown with Popper, so that it
 * opens in the body, over the table's scrolling box) is not part of the
 * list's first download: its code arrives right after the rows are drawn,
 * and meanwhile each row shows the same button's look.
 */
const PymeActionsMenu = lazyNamed(() => import('./pyme-actions-menu'), 'PymeActionsMenu');

function PymeActionsPlaceholder() {
  // Not a button: nothing to press yet, and no focus to lose when the menu replaces it.
  return (
    <div className="dropdown" aria-hidden="true">
      <span className="dropdown-toggle btn btn-outline-primary btn-sm">Acciones</span>
    </div>
  );
}

/**
 * How many diagnostics a pyme with answers has answered, as read from its
 * `list-ready/` ("1 de 3 diagnósticos respondidos"), or "—" while unknown.
 */
function DiagnosticProgressText({
  pyme,
  progress,
}: {
  pyme: Pyme;
  progress: Related<Readonly<Record<string, DiagnosticProgress>>>;
}) {
  if (progress.missing) return <UnknownValue reason={progress.missing.reason} />;
  const read = progress.data[pyme.uuid];
  if (!read) return <UnknownValue reason="Cargando los diagnósticos de la pyme…" />;
  // answeredDiagnosticsLabel's words, "diagnósticos" read aloud only: the column says it.
  const [figures, noun, done] = answeredDiagnosticsParts(read);
  return (
    <span className="text-nowrap">
      {figures} <span className="visually-hidden">{noun} </span>
      {done}
    </span>
  );
}

interface PymeColumnsOptions {
  /** The lines to choose from, or why they are missing. */
  lines: Related<readonly LineOption[]>;
  /** What the app read of the shown pymes' diagnostics, by pyme, or why it is missing. */
  diagnostics: Related<Readonly<Record<string, DiagnosticProgress>>>;
  /** Super admins get the admin column; undefined for admins. */
  admins?: {
    accounts: Related<readonly Admin[]>;
    assignments: Related<readonly AdminAssignment[]>;
  };
  actions: PymeRowActions;
}

/**
 * Why the row cannot change the pyme's line, when the answer did not give what
 * the change needs: the line itself (the association came as its uuid only),
 * or the association's uuid (its PATCH and DELETE). Null when it can.
 */
function lineLockOf(pyme: Pyme): string | null {
  const line = pyme.formation_line;
  if (!line) return null;
  if (line.training.uuid === null) return 'El servidor no indica en qué línea está esta pyme.';
  if (line.uuid === null) {
    return 'No se puede cambiar desde aquí: el servidor no da el identificador de la asignación.';
  }
  return null;
}

function lineOptionsFor(
  pyme: Pyme,
  lines: readonly LineOption[] | undefined,
): SavingSelectOption[] {
  const current = pyme.formation_line?.training;
  // Without the lines' list, only what the pyme itself says: its line, or none.
  if (lines === undefined) {
    return [
      current
        ? { value: current.uuid ?? '', label: current.name }
        : { value: '', label: NO_LINE_LABEL },
    ];
  }
  const options: SavingSelectOption[] = [
    { value: '', label: NO_LINE_LABEL },
    ...lines.map((line) => ({ value: line.uuid, label: line.name })),
  ];
  // A line no longer offered (deactivated) still shows as the pyme's own.
  const currentUuid = current?.uuid;
  if (current && currentUuid && !lines.some((line) => line.uuid === currentUuid)) {
    options.push({ value: currentUuid, label: current.name, disabled: true });
  }
  return options;
}

function statusOptionsFor(status: string): SavingSelectOption[] {
  const options: SavingSelectOption[] = [...lineStatusOptions];
  // Spec §4: any other value shows "Sin asignar".
  if (!isLineStatus(status)) {
    options.unshift({ value: status, label: unassignedLineStatusLabel, disabled: true });
  }
  return options;
}

function adminOptionsFor(
  accounts: readonly Admin[] | undefined,
  assignment: AdminAssignment | undefined,
): SavingSelectOption[] {
  // Without the admins' list, only what the assignment itself says.
  if (accounts === undefined) {
    return [
      assignment
        ? { value: assignment.admin.uuid, label: assignedAdminLabel(assignment, []) }
        : { value: '', label: NO_ADMIN_LABEL },
    ];
  }
  const options: SavingSelectOption[] = [
    { value: '', label: NO_ADMIN_LABEL },
    ...accounts
      .filter((account) => account.enabled)
      .map((account) => ({ value: account.uuid, label: fullNameOf(account.user) })),
  ];
  if (assignment && !options.some((option) => option.value === assignment.admin.uuid)) {
    options.push({
      value: assignment.admin.uuid,
      label: assignedAdminLabel(assignment, accounts),
      disabled: true,
    });
  }
  return options;
}

/** The columns of the pymes table (spec §2), with the row's selects and actions. */
export function pymeColumns({
  lines,
  diagnostics,
  admins,
  actions,
}: PymeColumnsOptions): DataTableColumn<Pyme>[] {
  const columns: DataTableColumn<Pyme>[] = [
    {
      key: 'name',
      header: 'Nombre pyme',
      rowHeader: true,
      text: true,
      cell: (pyme) => <Link to={adminPymePath(pyme.uuid)}>{pyme.business_name}</Link>,
    },
    {
      key: 'entrepreneur',
      header: 'Emprendedor',
      text: true,
      cell: (pyme) => fullNameOf(pyme.user),
    },
    {
      key: 'diagnostic',
      header: 'Estado Diagnóstico',
      cell: (pyme) =>
        pyme.has_evaluation ? (
          <>
            {diagnosticStateLabel(true)}
            <br />
            <span className="small text-body-secondary">
              <DiagnosticProgressText pyme={pyme} progress={diagnostics} />
            </span>
            <br />
            <Link {...evaluationsLink(pyme.uuid)} className="small">
              Ver diagnósticos{' '}
              <span className="visually-hidden">
                de <bdi>{pyme.business_name}</bdi>
              </span>
            </Link>
          </>
        ) : (
          diagnosticStateLabel(false)
        ),
    },
    {
      key: 'created',
      header: 'Fecha registro',
      cell: (pyme) => formatShortDate(pyme.created.date),
    },
    {
      key: 'line',
      header: 'Línea de formación',
      className: 'pyme-select-cell',
      cell: (pyme) => {
        const lock = lineLockOf(pyme);
        const line = pyme.formation_line;
        if (lock && line) {
          return line.training.uuid === null ? (
            <UnknownValue reason={lock} />
          ) : (
            <>
              <bdi>{line.training.name}</bdi>
              <span className="visually-hidden"> {lock}</span>
            </>
          );
        }
        return (
          <SavingSelect
            label={`Línea de formación de ${pyme.business_name}`}
            value={pyme.formation_line?.training.uuid ?? ''}
            row={pyme}
            options={lineOptionsFor(pyme, lines.data)}
            disabled={!pyme.enabled || lines.missing !== undefined}
            describedBy={lines.missing?.noticeId}
            onChoose={(line) => actions.chooseLine(pyme, line)}
          />
        );
      },
    },
    {
      key: 'status',
      header: 'Estado LDF',
      className: 'pyme-status-cell',
      cell: (pyme) =>
        pyme.formation_line && lineLockOf(pyme) ? (
          lineStatusLabel(pyme.formation_line.training.status)
        ) : pyme.formation_line ? (
          <SavingSelect
            label={`Estado LDF de ${pyme.business_name}`}
            value={pyme.formation_line.training.status}
            row={pyme}
            options={statusOptionsFor(pyme.formation_line.training.status)}
            disabled={!pyme.enabled}
            onChoose={(status) => actions.chooseStatus(pyme, status)}
          />
        ) : (
          <span className="text-body-secondary">
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">Sin línea de formación</span>
          </span>
        ),
    },
  ];

  if (admins) {
    columns.push({
      key: 'admin',
      header: 'Administrador',
      className: 'pyme-select-cell',
      cell: (pyme) => {
        // Who looks after the pyme is unknown until the assignments load: never "Sin Admin".
        if (admins.assignments.missing) {
          return <UnknownValue reason={admins.assignments.missing.reason} />;
        }
        const assignment = admins.assignments.data.find(
          (candidate) => candidate.pyme === pyme.uuid,
        );
        return (
          <SavingSelect
            label={`Administrador de ${pyme.business_name}`}
            value={assignment?.admin.uuid ?? ''}
            row={assignment ?? pyme}
            options={adminOptionsFor(admins.accounts.data, assignment)}
            disabled={!pyme.enabled || admins.accounts.missing !== undefined}
            describedBy={admins.accounts.missing?.noticeId}
            onChoose={(admin) => actions.chooseAdmin(pyme, admin)}
          />
        );
      },
    });
  }

  columns.push({
    key: 'actions',
    header: 'Acciones',
    hideHeader: true,
    cell: (pyme) =>
      pyme.enabled ? (
        <Suspense fallback={<PymeActionsPlaceholder />}>
          <PymeActionsMenu pyme={pyme} actions={actions} />
        </Suspense>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Badge color="secondary">Deshabilitado</Badge>
          <Button
            size="sm"
            color="primary"
            outline
            onClick={() => {
              actions.enable(pyme);
            }}
          >
            Habilitar <span className="visually-hidden">{pyme.business_name}</span>
          </Button>
        </div>
      ),
  });
  return columns;
}
