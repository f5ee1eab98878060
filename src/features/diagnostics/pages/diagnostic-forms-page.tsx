/** Being written (helper). */
export function DiagnosticFormsPage() {
  return null;
}
