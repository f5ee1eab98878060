import type { Admin } from '@/api/edge/admins';
import type { FacetCounts } from '@/api/filter-support';
import type { FilterField, FilterOption } from '@/components/list-page/filter-panel';
import { lineStatusOptions, unassignedLineStatusLabel } from '@/validation/data/line-status';
import { fullNameOf } from '../pyme-labels';
import { NO_ADMIN, NO_ANSWERS, SOME_ANSWERS, UNASSIGNED_STATUS } from '../pyme-filters';
import { DISABLED_VIEW, ENABLED_VIEW, type PymeListParams } from '../pymes-links';

/** The panel's filters: the URL parameter, and the facet (workspace-query's `pymeFacets`) that counts its options. */
const facetOf: Readonly<Partial<Record<keyof PymeListParams, string>>> = {
  vista: 'enabled',
  region: 'state',
  comuna: 'commune',
  diagnosticos: 'diagnostics',
  estado: 'lineStatus',
  admin: 'admin',
};

/** The panel's parameters, in the order shown (the line has its own select beside the search). */
export const panelParams = [
  'vista',
  'region',
  'comuna',
  'diagnosticos',
  'estado',
  'admin',
  'desde',
  'hasta',
] as const satisfies readonly (keyof PymeListParams)[];

/** How many diagnostics the programme's forms offer options for at least (spec §1: three stages). */
const ANSWERED_OPTIONS = 3;

interface PymeFilterFieldsInput {
  params: PymeListParams;
  /** The counts, once the list was read whole. */
  facets: FacetCounts | undefined;
  /** The admins to choose among (super admins); undefined for an admin. */
  admins?: { data: readonly Admin[] | undefined; unavailable?: string };
}

/**
 * The /admin/pymes filter panel's fields (issue 38): each option with its
 * count once the list was read (a count not known is not shown). Options
 * the data has no pyme for are left out once counted, but a chosen one
 * always stays, so the select never hides what filters the list.
 */
export function pymeFilterFields({ params, facets, admins }: PymeFilterFieldsInput): FilterField[] {
  const countOf = (param: keyof PymeListParams, value: string): number | undefined => {
    const facet = facetOf[param];
    if (!facets || !facet) return undefined;
    const key = param === 'vista' ? String(value === ENABLED_VIEW) : value;
    return facets[facet]?.[key] ?? 0;
  };
  /** Options with their counts; once counted, the empty ones go (but the chosen one). */
  const counted = (param: keyof PymeListParams, options: readonly FilterOption[]) =>
    options
      .map((option) => ({ ...option, count: countOf(param, option.value) }))
      .filter(
        (option) =>
          option.count === undefined || option.count > 0 || option.value === params[param],
      );

  // The regions and communes the pymes give, alphabetical (the regions' list
  // would bring the forms' rules chunk into the list's first load).
  const regions = Object.keys(facets?.state ?? {})
    .sort((a, b) => a.localeCompare(b, 'es'))
    .map((name) => ({ value: name, label: name }));
  const communes = Object.keys(facets?.commune ?? {})
    .sort((a, b) => a.localeCompare(b, 'es'))
    .map((name) => ({ value: name, label: name }));

  const answeredSeen = Object.keys(facets?.diagnostics ?? {})
    .filter((value) => /^\d+$/.test(value))
    .map(Number);
  const answeredMax = Math.max(ANSWERED_OPTIONS, ...answeredSeen);
  const answered = Array.from({ length: answeredMax }, (_, index) => {
    const count = index + 1;
    return {
      value: String(count),
      label: count === 1 ? '1 respondido' : `${String(count)} respondidos`,
    };
  });

  const fields: FilterField[] = [
    {
      kind: 'select',
      name: 'vista',
      label: 'Estado de la pyme',
      allLabel: 'Todas',
      options: counted('vista', [
        { value: ENABLED_VIEW, label: 'Habilitadas' },
        { value: DISABLED_VIEW, label: 'Deshabilitadas' },
      ]),
    },
    {
      kind: 'select',
      name: 'region',
      label: 'Región',
      allLabel: 'Todas las regiones',
      options: counted('region', regions),
      ...(facets ? {} : { unavailable: 'Las regiones se listan cuando la app leyó las pymes.' }),
    },
    {
      kind: 'select',
      name: 'comuna',
      label: 'Comuna',
      allLabel: 'Todas las comunas',
      options: counted('comuna', communes),
      ...(facets ? {} : { unavailable: 'Las comunas se listan cuando la app leyó las pymes.' }),
    },
    {
      kind: 'select',
      name: 'diagnosticos',
      label: 'Diagnósticos',
      allLabel: 'Con y sin respuestas',
      options: [
        ...counted('diagnosticos', [
          { value: NO_ANSWERS, label: 'Sin respuestas' },
          { value: SOME_ANSWERS, label: 'Con respuestas' },
        ]),
        // Counted only once the pymes' diagnostics were read (`diagnosticos=<n>`).
        ...answered.map((option) => ({
          ...option,
          count: facets?.diagnostics?.[option.value],
        })),
      ],
    },
    {
      kind: 'select',
      name: 'estado',
      label: 'Estado LDF',
      allLabel: 'Todos los estados',
      options: counted('estado', [
        ...lineStatusOptions,
        { value: UNASSIGNED_STATUS, label: unassignedLineStatusLabel },
      ]),
    },
  ];
  if (admins) {
    fields.push({
      kind: 'select',
      name: 'admin',
      label: 'Administrador',
      allLabel: 'Todos los administradores',
      options: counted('admin', [
        ...(admins.data ?? []).map((admin) => ({
          value: admin.uuid,
          label: fullNameOf(admin.user) || admin.user.email,
        })),
        { value: NO_ADMIN, label: 'Sin administrador' },
      ]),
      ...(admins.unavailable ? { unavailable: admins.unavailable } : {}),
    });
  }
  fields.push(
    {
      kind: 'date',
      name: 'desde',
      label: 'Registrada desde',
      ...(params.hasta ? { max: params.hasta } : {}),
    },
    {
      kind: 'date',
      name: 'hasta',
      label: 'Registrada hasta',
      ...(params.desde ? { min: params.desde } : {}),
    },
  );
  return fields;
}
