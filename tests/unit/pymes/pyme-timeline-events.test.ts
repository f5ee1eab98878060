import { describe, expect, it } from 'vitest';
import { byDate, machineDate, milestonesOf } from '@/features/pymes/record/pyme-timeline-events';

const line = (created?: { date: string; hour: string }) => ({
  uuid: 'a',
  training: { uuid: 't', name: 'Finanzas simples', status: 'TRAINING' },
  ...(created ? { created } : {}),
});

describe('a pyme’s milestones', () => {
  it('orders the dated ones oldest first and keeps the undated apart', () => {
    const { dated, undated } = byDate(
      milestonesOf({ created: { date: '2026-05-06', hour: '14:24' }, formation_line: line() }, [
        { uuid: 'd2', name: 'Etapa 2', created: { date: '2026-10-07', hour: '09:00' } },
        { uuid: 'd1', name: 'Etapa 1', created: { date: '2026-10-06', hour: '10:31' } },
        { uuid: 'd3', name: 'Etapa 3', created: undefined },
      ]),
    );
    expect(dated.map((milestone) => milestone.key)).toEqual([
      'registration',
      'diagnostic:d1',
      'diagnostic:d2',
    ]);
    expect(undated.map((milestone) => milestone.key)).toEqual(['diagnostic:d3', 'line']);
  });

  it('reads an empty registration date (the edge’s absent `created`) as undated', () => {
    const { dated, undated } = byDate(
      milestonesOf({ created: { date: '', hour: '' }, formation_line: null }, []),
    );
    expect(dated).toEqual([]);
    expect(undated.map((milestone) => milestone.kind)).toEqual(['registration']);
  });

  it('keeps the order of the kinds at the same moment; a date without hour goes first in its day', () => {
    const { dated } = byDate(
      milestonesOf(
        {
          created: { date: '2026-11-02', hour: '15:00' },
          formation_line: line({ date: '2026-11-02', hour: '15:00' }),
        },
        [{ uuid: 'd1', name: 'Etapa 1', created: { date: '2026-11-02', hour: '' } }],
      ),
    );
    expect(dated.map((milestone) => milestone.key)).toEqual([
      'diagnostic:d1',
      'registration',
      'line',
    ]);
    expect(dated.map((milestone) => machineDate(milestone.when))).toEqual([
      '2026-11-02',
      '2026-11-02T15:00',
      '2026-11-02T15:00',
    ]);
  });
});
