import { Progress } from 'reactstrap';
import { formatNumber } from '@/lib/numbers';
import { useAppSelector } from '@/lib/store-hooks';
import { selectPymeWalkProgress } from '../walk-progress';

/**
 * Above the table while the app reads the whole list to filter or count it
 * (issue 38): how many pymes it has read, of how many, with a progress bar,
 * so a long read (a hundred requests at 10 000 pymes) is never a still table.
 */
export function WalkProgressNotice({ reading }: { reading: boolean }) {
  const progress = useAppSelector(selectPymeWalkProgress);
  if (!reading || !progress || progress.total === 0) return null;
  const text = `Leyendo las pymes de la lista: ${formatNumber(progress.loaded)} de ${formatNumber(progress.total)}`;
  return (
    <div className="mb-3" role="status">
      <div className="small mb-1">{text}</div>
      <Progress
        value={progress.loaded}
        max={progress.total}
        aria-label="Pymes leídas de la lista"
        style={{ height: '0.5rem' }}
      />
    </div>
  );
}
