import { useParams } from 'react-router-dom';
import { MessageCard } from '@/components/message-card';
import { paths } from '@/config/paths';

/**
 * `/admin/training-line-success/{Creación|Edición}` (spec §2): "{type} exitosa",
 * the spec's text (the same after an edit) and the way back to the list. The
 * route accepts only those two types.
 */
export function TrainingLineSuccessPage() {
  const { type = '' } = useParams();
  return (
    <MessageCard
      title={`${type} exitosa`}
      action={{ label: 'Volver a líneas de formación', to: paths.adminTrainingLine }}
    >
      <p className="mb-0">Has creado una nueva linea de formación</p>
    </MessageCard>
  );
}
