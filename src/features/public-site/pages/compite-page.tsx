import { ProgrammePage } from '../components/programme-page';
import { compite } from '../data/programmes';

/** `/compite`. */
export function CompitePage() {
  return <ProgrammePage programme={compite} />;
}
