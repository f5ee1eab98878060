import { describe, expect, it } from 'vitest';
import { programmeOverview } from '@/features/pymes/overview/programme-overview';
import type { Pyme } from '@/api/edge/pymes';

let next = 0;

/** A hand-made pyme: its region, whether it answered a diagnostic, and its line and status. */
function pyme(
  state: string,
  hasEvaluation: boolean,
  line: { uuid: string; name: string; status: string } | null = null,
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
    created: { date: '2026-05-31', hour: '14:24' },
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

/** 10 pymes whose every count is known. */
const pymes: Pyme[] = [
  pyme('Biobío', true, { ...finanzas, status: 'TRAINING' }),
  pyme('Biobío', true, { ...finanzas, status: 'MENTORING' }),
  pyme('Metropolitana de Santiago', true, { ...ventas, status: 'MENTORING' }),
  pyme('Metropolitana de Santiago', true, { ...ventas, status: 'ACCEPTED' }),
  pyme('Arica y Parinacota', true, { ...marketing, status: 'FINISHED' }),
  pyme('Arica y Parinacota', true, null),
  pyme('Magallanes y de la Antártica Chilena', false, null),
  // Marked TRAINING without a diagnostic (admins may set any status, spec §4).
  pyme('Magallanes y de la Antártica Chilena', false, { ...finanzas, status: 'TRAINING' }),
  pyme('Biobío', false, { ...ventas, status: 'NA' }),
  pyme('Biobío', true, { ...ventas, status: 'DESERTER' }),
];

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

  it('counts by region in the order of the regions list, leaving out the regions without pymes', () => {
    expect(overview.regions.map((row) => [row.label, row.count])).toEqual([
      ['Arica y Parinacota', 2],
      ['Metropolitana de Santiago', 2],
      ['Biobío', 4],
      ['Magallanes y de la Antártica Chilena', 2],
    ]);
  });

  it('puts a region outside the list last, so that every pyme is counted', () => {
    const regions = programmeOverview([
      pyme('Atlántida', true),
      pyme('Biobío', true),
      pyme('', true),
    ]).regions;
    expect(regions.map((row) => row.label)).toEqual(['Biobío', 'Sin región', 'Atlántida']);
  });

  it('counts by training line, most pymes first, with each line uuid', () => {
    expect(overview.lines).toEqual([
      { uuid: 'l-ven', name: 'Ventas en línea', count: 4 },
      { uuid: 'l-fin', name: 'Finanzas simples', count: 3 },
      { uuid: 'l-mkt', name: 'Marketing digital', count: 1 },
    ]);
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
    expect(empty.regions).toEqual([]);
    expect(empty.lines).toEqual([]);
    expect(counts(empty.diagnostic)).toEqual({ 'Con respuestas': 0, 'Sin respuestas': 0 });
  });
});
