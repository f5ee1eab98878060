import { ProgrammePage } from '../components/programme-page';
import { mujeresEmpresarias } from '../data/programmes';

/** `/mujeresempresarias`. */
export function MujeresEmpresariasPage() {
  return <ProgrammePage programme={mujeresEmpresarias} />;
}
