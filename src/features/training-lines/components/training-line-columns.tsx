import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import type { DataTableColumn } from '@/components/data-table';
import type { ListRowDelete } from '@/components/list-page/list-page';
import type { Related } from '@/components/list-page/related-lists';
import { UnknownValue } from '@/components/unknown-value';
import { trainingLineFormPath } from '@/config/paths';
import { MediaImage, MissingImage } from '@/components/media-image';
import type { Choice } from '@/api/edge/read';
import { typeNameOf, type TrainingLine, type TrainingLineType } from '@/api/edge/training-lines';

interface TrainingLineColumnsOptions {
  /** The types, to name each line's, or why they are missing. */
  types: Related<readonly TrainingLineType[]>;
  /** Asks before deleting (soft delete) the line. */
  onDelete: (line: TrainingLine) => void;
}

/** The columns of the admin's training line list, with each row's Editar and Eliminar. */
export function trainingLineColumns({
  types,
  onDelete,
}: TrainingLineColumnsOptions): DataTableColumn<TrainingLine>[] {
  const typeName = (type: Choice) => {
    // A type the answer names needs no list; one given by its uuid is named from it.
    if (type.name !== null) return type.name;
    if (types.missing) return <UnknownValue reason={types.missing.reason} />;
    const name = typeNameOf(type, types.data);
    // A type the list does not have (removed since): its name is not known.
    return name ?? <UnknownValue reason="Tipo sin nombre en la lista de tipos." />;
  };
  return [
    {
      key: 'name',
      header: 'Nombre',
      rowHeader: true,
      className: 'training-line-name-cell',
      cell: (line) => (
        <span className="d-flex align-items-center gap-2">
          <MediaImage
            src={line.image_logo}
            fallback={<MissingImage className="training-line-logo rounded flex-shrink-0" />}
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="training-line-logo rounded flex-shrink-0"
          />
          <bdi className="data-table-text">{line.name}</bdi>
        </span>
      ),
    },
    { key: 'content_id', header: 'ID del contenido', cell: (line) => line.content_id },
    { key: 'type', header: 'Tipo', cell: (line) => typeName(line.type) },
    { key: 'provider', header: 'Proveedor', text: true, cell: (line) => line.provider_name },
    {
      key: 'modality',
      header: 'Modalidad',
      cell: (line) => (line.is_online ? 'En línea' : 'Presencial'),
    },
    {
      key: 'actions',
      header: 'Acciones',
      hideHeader: true,
      cell: (line) => (
        <div className="training-line-actions d-flex gap-2">
          <Link
            to={trainingLineFormPath('Editar', line.uuid)}
            className="btn btn-sm btn-outline-primary"
          >
            Editar <span className="visually-hidden">{line.name}</span>
          </Link>
          <Button
            size="sm"
            color="danger"
            outline
            onClick={() => {
              onDelete(line);
            }}
          >
            Eliminar <span className="visually-hidden">{line.name}</span>
          </Button>
        </div>
      ),
    },
  ];
}

/** Deleting a training line from its list: spec §8's question, what it shows and what is said after. */
export function trainingLineRowDelete(
  remove: (line: TrainingLine) => Promise<unknown>,
): ListRowDelete<TrainingLine> {
  return {
    prompt: '¿Estas seguro que deseas eliminar esta línea de formación?',
    confirmLabel: 'Seguro',
    texts: (line) => ({
      done: `Eliminamos la línea de formación «${line.name}».`,
      failed: `No pudimos eliminar «${line.name}». Vuelve a intentarlo.`,
      log: `The training line ${line.name} was not deleted:`,
    }),
    details: (line) => (
      <>
        <p className="fw-semibold mb-2">{line.name}</p>
        <p className="mb-0 small text-body-secondary">
          Dejará de aparecer en la lista y no se podrá asignar a más pymes. Las pymes que ya la
          tienen la conservan.
        </p>
      </>
    ),
    remove,
  };
}
