/** The position ("cargo") options of the registration and user forms, spec §3, in order. */
export const positionOptions = [
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
] as const;

export type Position = (typeof positionOptions)[number];

export function isPosition(value: unknown): value is Position {
  return typeof value === 'string' && (positionOptions as readonly string[]).includes(value);
}
