/** Being written (helper). */
export function AdminsPage() {
  return null;
}
