import { describe, expect, it } from 'vitest';
import { filterSummary } from '@/features/pymes/export/filter-summary';

describe('filterSummary: the Excel sheet names the view in words', () => {
  it("writes each of the workspace's filters (issue 38)", () => {
    expect(
      filterSummary(
        {
          search: 'miel',
          training: 'sin-linea',
          enabled: true,
          state: 'Los Lagos',
          commune: 'Puerto Varas',
          diagnostics: '2',
          lineStatus: 'DESERTER',
          admin: 'sin-admin',
          createdFrom: '2026-01-01',
          createdTo: '2026-03-31',
        },
        {},
      ),
    ).toEqual([
      'Búsqueda: «miel»',
      'Línea de formación: sin línea',
      'Solo pymes habilitadas',
      'Región: Los Lagos',
      'Comuna: Puerto Varas',
      'Diagnósticos: 2 respondidos',
      'Estado LDF: Desertora',
      'Administrador: sin administrador',
      'Registradas desde el 01/01/2026',
      'Registradas hasta el 31/03/2026',
    ]);
  });

  it('leaves out the filters not chosen, and names "Sin asignar" and the answers', () => {
    expect(
      filterSummary({
        search: '',
        training: '',
        state: '',
        diagnostics: 'sin',
        lineStatus: 'sin-asignar',
      }),
    ).toEqual(['Diagnósticos: sin respuestas', 'Estado LDF: Sin asignar']);
  });
});
