/** The same e-mail address as the backend tells them apart: trimmed, in any case. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
