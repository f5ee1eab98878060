import { describe, expect, it } from 'vitest';
import { adminRoleFlags, adminRoleOf, adminRoleOptions } from '@/validation/data/admin-roles';
import { communesOf, isCommuneOf, regionNames, regions } from '@/validation/data/regions';
import { positionOptions } from '@/validation/data/positions';
import { lineStatusLabel, lineStatusOptions } from '@/validation/data/line-status';

describe('regions and communes', () => {
  it('lists the 16 regions of Chile from north to south', () => {
    expect(regionNames).toEqual([
      'Arica y Parinacota',
      'Tarapacá',
      'Antofagasta',
      'Atacama',
      'Coquimbo',
      'Valparaíso',
      'Metropolitana de Santiago',
      "Libertador General Bernardo O'Higgins",
      'Maule',
      'Ñuble',
      'Biobío',
      'La Araucanía',
      'Los Ríos',
      'Los Lagos',
      'Aysén del General Carlos Ibáñez del Campo',
      'Magallanes y de la Antártica Chilena',
    ]);
  });

  it('has 346 distinct, non-empty, trimmed communes', () => {
    const communes = regions.flatMap((region) => [...region.communes]);
    expect(communes).toHaveLength(346);
    expect(new Set(communes).size).toBe(346);
    for (const commune of communes) {
      expect(commune.trim()).toBe(commune);
      expect(commune).not.toBe('');
    }
  });

  it('has the official number of communes in each region', () => {
    expect(
      Object.fromEntries(regions.map((region) => [region.name, region.communes.length])),
    ).toEqual({
      'Arica y Parinacota': 4,
      Tarapacá: 7,
      Antofagasta: 9,
      Atacama: 9,
      Coquimbo: 15,
      Valparaíso: 38,
      'Metropolitana de Santiago': 52,
      "Libertador General Bernardo O'Higgins": 33,
      Maule: 30,
      Ñuble: 21,
      Biobío: 33,
      'La Araucanía': 32,
      'Los Ríos': 12,
      'Los Lagos': 30,
      'Aysén del General Carlos Ibáñez del Campo': 10,
      'Magallanes y de la Antártica Chilena': 11,
    });
  });

  it.each([
    ['Metropolitana de Santiago', 'Ñuñoa'],
    ['Valparaíso', 'Isla de Pascua'],
    ['Biobío', 'Alto Biobío'],
    ['Ñuble', 'Chillán'],
    ['Los Ríos', 'Los Lagos'],
    ['Aysén del General Carlos Ibáñez del Campo', "O'Higgins"],
    ['Magallanes y de la Antártica Chilena', 'Antártica'],
  ])('%s includes %s', (region, commune) => {
    expect(communesOf(region)).toContain(commune);
    expect(isCommuneOf(region, commune)).toBe(true);
  });

  it('gives no communes for an unknown or missing region', () => {
    expect(communesOf('Gotham')).toEqual([]);
    expect(communesOf(undefined)).toEqual([]);
    expect(isCommuneOf('Maule', 'Ñuñoa')).toBe(false);
  });
});

describe('positions', () => {
  it('are the options of spec §3 in order', () => {
    expect(positionOptions).toEqual([
      'Socio',
      'Dueño',
      'Director',
      'Gerente General',
      'Supervisor',
      'Gerente Financiero',
      'Líder tecnológico',
      'Operador',
      'Facilitador',
      'Vendedor',
    ]);
  });
});

describe('training status labels', () => {
  it.each([
    ['NA', 'NA'],
    ['DESERTER', 'Desertora'],
    ['TRAINING', 'Formación'],
    ['MENTORING', 'Mentoría'],
    ['ONLYDIAG', 'Solo Diagnostico'],
    ['ACCEPTED', 'Aceptado'],
    ['FINISHED', 'Sin asignar'],
    ['training', 'Sin asignar'],
    ['toString', 'Sin asignar'],
    ['', 'Sin asignar'],
    [null, 'Sin asignar'],
    [undefined, 'Sin asignar'],
  ])('%j shows %j', (status, label) => {
    expect(lineStatusLabel(status)).toBe(label);
  });

  it('offers the six statuses to choose from', () => {
    expect(lineStatusOptions.map((option) => option.value)).toEqual([
      'NA',
      'DESERTER',
      'TRAINING',
      'MENTORING',
      'ONLYDIAG',
      'ACCEPTED',
    ]);
  });
});

describe('admin roles', () => {
  it.each([
    ['Deshabilitado', { enabled: false, is_super: false }],
    ['Admin', { enabled: true, is_super: false }],
    ['Super admin', { enabled: true, is_super: true }],
  ] as const)('%s is %j and back', (role, flags) => {
    expect(adminRoleFlags(role)).toEqual(flags);
    expect(adminRoleOf(flags)).toBe(role);
  });

  it('shows a disabled super admin as Deshabilitado', () => {
    expect(adminRoleOf({ enabled: false, is_super: true })).toBe('Deshabilitado');
    expect(adminRoleOptions[0]).toBe('Deshabilitado');
  });
});
