import { describe, expect, it } from 'vitest';
import type { Pyme } from '@/api/edge/pymes';
import { pymesCsv, pymesCsvFileName } from '@/features/pymes/export/pymes-csv';

function pyme(overrides: Partial<Pyme> = {}, user: Partial<Pyme['user']> = {}): Pyme {
  return {
    uuid: 'p-1',
    business_name: 'Miel Nativa',
    rut: '76493828-3',
    address: 'Calle Freire 248',
    state: 'La Araucanía',
    commune: 'Temuco',
    enabled: true,
    has_evaluation: true,
    created: { date: '2026-05-31', hour: '14:24' },
    user: {
      first_name: 'Fernanda',
      last_name: 'Rojas',
      rut_user: '12382716-4',
      position: 'Dueño',
      email: 'fernanda.rojas@correo.cl',
      phone_number: '961238011',
      ...user,
    },
    formation_line: {
      uuid: 'a-1',
      training: { uuid: 't-1', name: 'Finanzas simples para tu pyme', status: 'TRAINING' },
    },
    ...overrides,
  };
}

const headerLine =
  'Nombre pyme;RUT empresa;Emprendedor;Correo;RUT emprendedor;Cargo;Teléfono;Región;Comuna;' +
  'Dirección;Estado diagnóstico;Fecha registro;Hora registro;Línea de formación;Estado LDF;Habilitada';

/** The file's records without the BOM, split on CRLF (the last line end leaves an empty tail). */
function records(csv: string): string[] {
  const lines = csv.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(0, -1);
}

/** The cells of a record with no quoted cell. */
function cells(csv: string, index = 1): string[] {
  return (records(csv)[index] ?? '').split(';');
}

describe('pymesCsv', () => {
  it('starts with the UTF-8 BOM and the Spanish header line, separated by ; and ended by CRLF', () => {
    const csv = pymesCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe(`\uFEFF${headerLine}\r\n`);
  });

  it('writes one line a pyme, every column in order', () => {
    const csv = pymesCsv([pyme()]);
    expect(records(csv)).toHaveLength(2);
    expect(cells(csv)).toEqual([
      'Miel Nativa',
      '76493828-3',
      'Fernanda Rojas',
      'fernanda.rojas@correo.cl',
      '12382716-4',
      'Dueño',
      '961238011',
      'La Araucanía',
      'Temuco',
      'Calle Freire 248',
      'Con respuestas',
      '31/05/2026',
      '14:24',
      'Finanzas simples para tu pyme',
      'Formación',
      'Sí',
    ]);
    expect(csv).not.toContain('\n\n');
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('shows a pyme without a line as NA with an empty status, a pending diagnostic and a disabled pyme', () => {
    const csv = pymesCsv([pyme({ formation_line: null, has_evaluation: false, enabled: false })]);
    const row = cells(csv);
    expect(row[10]).toBe('Sin respuestas');
    expect(row[13]).toBe('NA');
    expect(row[14]).toBe('');
    expect(row[15]).toBe('No');
  });

  it('labels every status of spec §4 and any other one "Sin asignar"', () => {
    const statuses = [
      'NA',
      'DESERTER',
      'TRAINING',
      'MENTORING',
      'ONLYDIAG',
      'ACCEPTED',
      'FINISHED',
      '',
    ];
    const csv = pymesCsv(
      statuses.map((status, index) =>
        pyme({
          uuid: `p-${index}`,
          formation_line: { uuid: 'a', training: { uuid: 't', name: 'Línea', status } },
        }),
      ),
    );
    expect(statuses.map((_, index) => cells(csv, index + 1)[14])).toEqual([
      'NA',
      'Desertora',
      'Formación',
      'Mentoría',
      'Solo Diagnostico',
      'Aceptado',
      'Sin asignar',
      'Sin asignar',
    ]);
  });

  it('leaves missing values empty, never "-"', () => {
    const csv = pymesCsv([
      pyme(
        { created: { date: '', hour: '' } },
        { phone_number: null, last_name: '', rut_user: '' },
      ),
    ]);
    const row = cells(csv);
    expect(row[2]).toBe('Fernanda');
    expect(row[4]).toBe('');
    expect(row[6]).toBe('');
    expect(row[11]).toBe('');
    expect(row[12]).toBe('');
    expect(csv).not.toMatch(/;-;|;-\r\n/);
  });

  it('quotes a cell holding ;, a quote or a line break, doubling its quotes', () => {
    const csv = pymesCsv([
      pyme({
        business_name: 'Dulces "La Nona"; Ltda.',
        address: 'Pasaje 1\r\nCasa 2',
        commune: 'Línea\nnueva',
      }),
    ]);
    const line = csv.slice(1).split('\r\n').slice(1).join('\r\n');
    expect(line.startsWith('"Dulces ""La Nona""; Ltda.";76493828-3;')).toBe(true);
    expect(line).toContain(';"Línea\nnueva";"Pasaje 1\r\nCasa 2";Con respuestas;');
    // A plain cell is not quoted.
    expect(line).toContain(';Fernanda Rojas;');
  });

  it.each([
    ['=', '=HYPERLINK("http://x.cl")', `"'=HYPERLINK(""http://x.cl"")"`],
    ['+', '+56 9 6123 8011', "'+56 9 6123 8011"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab', '\t=1+1', "'\t=1+1"],
    ['a CR', '\r=1+1', `"'\r=1+1"`],
  ])('puts a quote before a cell starting with %s (CSV injection)', (_, text, written) => {
    const csv = pymesCsv([pyme({ business_name: text }, { phone_number: text })]);
    const line = csv.slice(1).split('\r\n')[1] ?? '';
    expect(line.startsWith(`${written};`)).toBe(true);
    expect(line).toContain(`;Dueño;${written};`);
  });

  it('leaves a text with a formula character inside alone', () => {
    const row = cells(pymesCsv([pyme({ business_name: 'Pan + Café', address: 'Ruta 5 km 3-4' })]));
    expect(row[0]).toBe('Pan + Café');
    expect(row[9]).toBe('Ruta 5 km 3-4');
  });

  it('adds the Administrador column for super admins', () => {
    const csv = pymesCsv([pyme(), pyme({ uuid: 'p-2' })], {
      adminOf: (uuid) => (uuid === 'p-1' ? 'Ana Herrera' : ''),
    });
    expect(records(csv)[0]).toBe(`${headerLine};Administrador`);
    expect(cells(csv, 1).at(-1)).toBe('Ana Herrera');
    expect(cells(csv, 2).at(-1)).toBe('');
    expect(cells(csv, 2)).toHaveLength(17);
  });
});

describe('pymesCsvFileName', () => {
  it('names the file after the local date', () => {
    expect(pymesCsvFileName(new Date(2026, 10, 3, 23, 59))).toBe('pymes-2026-11-03.csv');
  });
});
