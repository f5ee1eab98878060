/** Being written (helper). */
export function TrainingLineSuccessPage() {
  return null;
}
