/** Being written (helper). */
export function TrainingLinesPage() {
  return null;
}
