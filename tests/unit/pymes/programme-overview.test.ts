import { describe, expect, it } from 'vitest';
import { overviewListPath } from '@/features/pymes/overview/overview-links';
import {
  MAX_FILLED_MONTHS,
  programmeOverview,
  type FunnelCounts,
  type SegmentRow,
} from '@/features/pymes/overview/programme-overview';
import type { Pyme } from '@/api/edge/pymes';

let next = 0;

/** A hand-made pyme: its region, whether it answered a diagnostic, its line and status, its registration date. */
function pyme(
  state: string,
  hasEvaluation: boolean,
  line: { uuid: string | null; name: string; status: string } | null = null,
  date = '2026-05-31',
): Pyme {
  next += 1;
  return {
    uuid: `p-${next}`,
    business_name: `Pyme ${next}`,
    rut: '76493828-3',
    address: 'Calle 1',
    state,
    commune: 'Comuna',
    enabled: true,
    has_evaluation: hasEvaluation,
    created: { date, hour: '14:24' },
    user: {
      first_name: 'Ana',
      last_name: 'Rojas',
      rut_user: '12382716-4',
      position: 'Dueño',
      email: 'ana@correo.cl',
      phone_number: null,
    },
    formation_line: line
      ? { uuid: `a-${next}`, training: { uuid: line.uuid, name: line.name, status: line.status } }
      : null,
  };
}

const finanzas = { uuid: 'l-fin', name: 'Finanzas simples' };
const ventas = { uuid: 'l-ven', name: 'Ventas en línea' };
const marketing = { uuid: 'l-mkt', name: 'Marketing digital' };

/** 10 pymes whose every count is known (the month segments: January, March, April, one undated). */
const pymes: Pyme[] = [
  pyme('Biobío', true, { ...finanzas, status: 'TRAINING' }, '2026-01-15'),
  pyme('Biobío', true, { ...finanzas, status: 'MENTORING' }, '2026-01-31'),
  pyme('Metropolitana de Santiago', true, { ...ventas, status: 'MENTORING' }, '2026-03-01'),
  pyme('Metropolitana de Santiago', true, { ...ventas, status: 'ACCEPTED' }, '2026-03-31'),
  pyme('Arica y Parinacota', true, { ...marketing, status: 'FINISHED' }, '2026-04-10'),
  pyme('Arica y Parinacota', true, null, '2026-04-10'),
  // A date the edge could not read (it gives '').
  pyme('Magallanes y de la Antártica Chilena', false, null, ''),
  // Marked TRAINING without a diagnostic (admins may set any status, spec §4).
  pyme(
    'Magallanes y de la Antártica Chilena',
    false,
    { ...finanzas, status: 'TRAINING' },
    '2026-01-02',
  ),
  pyme('Biobío', false, { ...ventas, status: 'NA' }, '2026-03-15'),
  pyme('Biobío', true, { ...ventas, status: 'DESERTER' }, '2026-03-20'),
];

/** A funnel's counts written in a row: registered, diagnosed, in training, mentoring. */
function funnel(registered: number, diagnosed: number, training: number, mentoring: number) {
  return { registered, diagnosed, training, mentoring } satisfies FunnelCounts;
}

/** A segment's rows as [label, counts, filters]. */
const segmentRows = (rows: readonly SegmentRow[]) =>
  rows.map((row) => [row.label, row.counts, row.query]);

const counts = (rows: { label: string; count: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.label, row.count]));

describe('programmeOverview', () => {
  const overview = programmeOverview(pymes);

  it('counts the pymes by diagnostic state', () => {
    expect(overview.total).toBe(10);
    expect(overview.diagnostic).toEqual([
      { key: 'answered', label: 'Con respuestas', count: 7 },
      { key: 'unanswered', label: 'Sin respuestas', count: 3 },
    ]);
  });

  it('counts every status of spec §4 with its label, then no line and unknown statuses', () => {
    expect(overview.lineStatus.map((row) => [row.label, row.count])).toEqual([
      ['NA', 1],
      ['Desertora', 1],
      ['Formación', 2],
      ['Mentoría', 2],
      ['Solo Diagnostico', 0],
      ['Aceptado', 1],
      ['Sin línea', 2],
      ['Sin asignar', 1],
    ]);
    expect(overview.lineStatus.reduce((sum, row) => sum + row.count, 0)).toBe(10);
  });

  it('gives the funnel per region, in the order of the regions list, with the filter of each', () => {
    expect(segmentRows(overview.segments.region)).toEqual([
      ['Arica y Parinacota', funnel(2, 2, 0, 0), { region: 'Arica y Parinacota' }],
      ['Metropolitana de Santiago', funnel(2, 2, 1, 1), { region: 'Metropolitana de Santiago' }],
      ['Biobío', funnel(4, 3, 2, 1), { region: 'Biobío' }],
      [
        'Magallanes y de la Antártica Chilena',
        funnel(2, 0, 0, 0),
        { region: 'Magallanes y de la Antártica Chilena' },
      ],
    ]);
  });

  it('puts a region outside the list last, so that every pyme is counted; no region has no filter', () => {
    const regions = programmeOverview([
      pyme('Atlántida', true),
      pyme('Biobío', true),
      pyme('', true),
    ]).segments.region;
    expect(regions.map((row) => [row.label, row.query])).toEqual([
      ['Biobío', { region: 'Biobío' }],
      ['Sin región', null],
      ['Atlántida', { region: 'Atlántida' }],
    ]);
  });

  it('gives the funnel per month of registration, oldest first, a month without pymes as 0 and the undated last', () => {
    const { rows, gapsFilled } = overview.segments.month;
    expect(gapsFilled).toBe(true);
    expect(segmentRows(rows)).toEqual([
      ['enero de 2026', funnel(3, 2, 2, 1), { desde: '2026-01-01', hasta: '2026-01-31' }],
      ['febrero de 2026', funnel(0, 0, 0, 0), { desde: '2026-02-01', hasta: '2026-02-28' }],
      ['marzo de 2026', funnel(4, 3, 1, 1), { desde: '2026-03-01', hasta: '2026-03-31' }],
      ['abril de 2026', funnel(2, 2, 0, 0), { desde: '2026-04-01', hasta: '2026-04-30' }],
      ['Sin fecha de registro', funnel(1, 0, 0, 0), null],
    ]);
    expect(rows.map((row) => row.shortLabel)).toEqual([
      'ene 2026',
      'feb 2026',
      'mar 2026',
      'abr 2026',
      'Sin fecha',
    ]);
    // Every pyme is in one month.
    expect(rows.reduce((sum, row) => sum + row.counts.registered, 0)).toBe(10);
  });

  it('reads the month off the date as written, across years and leap Februaries; an unreadable date is undated', () => {
    const { rows } = programmeOverview([
      pyme('Biobío', true, null, '2023-12-31'),
      pyme('Biobío', true, null, '2024-02-29T23:59:00'),
      pyme('Biobío', true, null, '31/05/2026'),
      pyme('Biobío', true, null, '2024-13-01'),
    ]).segments.month;
    expect(rows.map((row) => [row.key, row.counts.registered, row.query?.hasta ?? null])).toEqual([
      ['2023-12', 1, '2023-12-31'],
      ['2024-01', 0, '2024-01-31'],
      ['2024-02', 1, '2024-02-29'],
      ['no-date', 2, null],
    ]);
  });

  it('leaves the empty months out when the dates span more than ten years, and says so', () => {
    const stray = programmeOverview([
      pyme('Biobío', true, null, '1970-01-01'),
      pyme('Biobío', true, null, '2026-05-31'),
    ]).segments.month;
    expect(stray.gapsFilled).toBe(false);
    expect(stray.rows.map((row) => row.key)).toEqual(['1970-01', '2026-05']);
    // Exactly the limit still fills.
    const lastFilled = programmeOverview([
      pyme('Biobío', true, null, '2016-01-01'),
      pyme('Biobío', true, null, '2025-12-01'),
    ]).segments.month;
    expect(lastFilled.gapsFilled).toBe(true);
    expect(lastFilled.rows).toHaveLength(MAX_FILLED_MONTHS);
  });

  it('counts the pymes with a line by line and Estado LDF, most pymes first, with the totals', () => {
    const matrix = overview.lineStatusMatrix;
    expect(matrix.columns.map((column) => [column.label, column.estado])).toEqual([
      ['NA', 'NA'],
      ['Desertora', 'DESERTER'],
      ['Formación', 'TRAINING'],
      ['Mentoría', 'MENTORING'],
      ['Solo Diagnostico', 'ONLYDIAG'],
      ['Aceptado', 'ACCEPTED'],
      ['Sin asignar', 'sin-asignar'],
    ]);
    expect(matrix.rows.map((row) => [row.label, row.linea, row.cells, row.total])).toEqual([
      ['Ventas en línea', 'l-ven', [1, 1, 0, 1, 0, 1, 0], 4],
      ['Finanzas simples', 'l-fin', [0, 0, 2, 1, 0, 0, 0], 3],
      // FINISHED is none of spec §4's statuses.
      ['Marketing digital', 'l-mkt', [0, 0, 0, 0, 0, 0, 1], 1],
    ]);
    expect(matrix.totals).toEqual([1, 1, 2, 2, 0, 1, 1]);
    expect(matrix.total).toBe(8);
    expect(matrix.withoutLine).toBe(2);
  });

  it('gives the funnel per line, then the pymes without a line, each with its filter', () => {
    expect(segmentRows(overview.segments.line)).toEqual([
      ['Ventas en línea', funnel(4, 3, 1, 1), { linea: 'l-ven' }],
      ['Finanzas simples', funnel(3, 2, 2, 1), { linea: 'l-fin' }],
      ['Marketing digital', funnel(1, 1, 0, 0), { linea: 'l-mkt' }],
      ['Sin línea de formación', funnel(2, 1, 0, 0), { linea: 'sin-linea' }],
    ]);
  });

  it('puts the pymes whose line the answers do not identify last, with no filter', () => {
    const overviewOf = programmeOverview([
      pyme('Biobío', true, { uuid: null, name: '', status: 'TRAINING' }),
      pyme('Biobío', true, { ...ventas, status: 'TRAINING' }),
      pyme('Biobío', true, { uuid: null, name: '', status: 'MENTORING' }),
    ]);
    expect(
      overviewOf.lineStatusMatrix.rows.map((row) => [row.label, row.linea, row.total]),
    ).toEqual([
      ['Ventas en línea', 'l-ven', 1],
      ['Línea sin identificar', null, 2],
    ]);
    expect(overviewOf.segments.line.at(-1)?.query).toBeNull();
  });

  it('draws the funnel registered → diagnosed → in training → mentoring, each step inside the previous one', () => {
    expect(overview.funnel.map((step) => [step.key, step.label, step.count, step.share])).toEqual([
      ['registered', 'Registradas', 10, 1],
      ['diagnosed', 'Con respuestas', 7, 0.7],
      // TRAINING + MENTORING among the diagnosed: the undiagnosed TRAINING pyme is left out.
      ['training', 'En formación', 3, 0.3],
      ['mentoring', 'En mentoría', 2, 0.2],
    ]);
    const stepCounts = overview.funnel.map((step) => step.count);
    expect(stepCounts).toEqual(stepCounts.toSorted((a, b) => b - a));
  });

  it('counts a mentoring pyme in training too, and leaves an unknown status out of both', () => {
    const funnel = counts(
      programmeOverview([
        pyme('Biobío', true, { ...finanzas, status: 'MENTORING' }),
        pyme('Biobío', true, { ...finanzas, status: 'FORMACION' }),
      ]).funnel,
    );
    expect(funnel).toEqual({
      Registradas: 2,
      'Con respuestas': 2,
      'En formación': 1,
      'En mentoría': 1,
    });
    const statuses = counts(
      programmeOverview([pyme('Biobío', true, { ...finanzas, status: 'FORMACION' })]).lineStatus,
    );
    expect(statuses['Sin asignar']).toBe(1);
    expect(statuses.Formación).toBe(0);
  });

  it('gives zeros and shares of 0 for no pymes', () => {
    const empty = programmeOverview([]);
    expect(empty.total).toBe(0);
    expect(empty.funnel.map((step) => [step.count, step.share])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(empty.segments).toEqual({
      region: [],
      month: { rows: [], gapsFilled: true },
      line: [],
    });
    expect(empty.lineStatusMatrix.rows).toEqual([]);
    expect(counts(empty.diagnostic)).toEqual({ 'Con respuestas': 0, 'Sin respuestas': 0 });
  });
});

describe('overviewListPath', () => {
  it('opens the enabled pymes with the segment and step filters, in the contract names', () => {
    expect(overviewListPath({})).toBe('/admin/pymes?vista=habilitadas');
    expect(
      overviewListPath({ region: 'Los Lagos' }, { diagnosticos: 'con', estado: 'MENTORING' }),
    ).toBe('/admin/pymes?region=Los+Lagos&estado=MENTORING&diagnosticos=con&vista=habilitadas');
    const month = new URLSearchParams(
      overviewListPath({ desde: '2026-02-01', hasta: '2026-02-28' }).split('?')[1],
    );
    expect(Object.fromEntries(month)).toEqual({
      desde: '2026-02-01',
      hasta: '2026-02-28',
      vista: 'habilitadas',
    });
  });
});
