/** Being written (helper). */
export function TrainingLineFormPage() {
  return null;
}
