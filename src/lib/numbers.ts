/** A number as Chile writes it: 1.000, 12.345. */
export function formatNumber(value: number): string {
  return value.toLocaleString('es-CL');
}

/** A count with its noun in the singular or the plural: "1 pyme", "1.000 pymes". */
export function countOf(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
