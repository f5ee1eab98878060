import { Badge, Button, Card, CardBody } from 'reactstrap';
import { isSafeHttpUrl } from '@/components/external-link';
import { formatLongDateWithoutDe } from '@/lib/dates';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { MediaImage, MissingImage } from '@/components/media-image';
import { useId } from 'react';
import type { LineAssignment } from '@/api/edge/associations';

/** FINISHED is the only status the user's card treats specially (spec §4). */
export const FINISHED = 'FINISHED';

/**
 * The entrepreneur's words for her own line (issue 37): "Finalizada" once
 * FINISHED, "Asignada" for any other status. Spec §4 gives no labels for the
 * others on her card, and the admins' names ("Desertora", "Sin asignar") are
 * their follow-up words, not hers: they stay on the admin screens.
 */
function ownLineStatusLabel(status: string): string {
  return status === FINISHED ? 'Finalizada' : 'Asignada';
}

function hostOf(url: string): string {
  return new URL(url).host;
}

/**
 * One assigned training line (spec §2, /formation cards). `first`: the first
 * card of the page, whose banner is what a phone shows first: fetched at once
 * and first (issue 28); the others' images wait until they are near the view.
 */
export function LineAssignmentCard({
  line,
  first = false,
}: {
  line: LineAssignment;
  first?: boolean;
}) {
  const { training } = line;
  const finished = line.status === FINISHED;
  const courseUrl = isSafeHttpUrl(training.content_url) ? training.content_url : null;
  const titleId = useId();

  return (
    <Card tag="article" className="line-assignment-card shadow-sm h-100" aria-labelledby={titleId}>
      <MediaImage
        src={training.image_banner}
        fallback={<MissingImage className="card-img-top line-assignment-card-banner" />}
        width={1220}
        height={460}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        className="card-img-top line-assignment-card-banner"
      />
      <CardBody className="d-flex flex-column">
        <div className="d-flex align-items-start gap-3 mb-2">
          <MediaImage
            src={training.image_logo}
            fallback={<MissingImage className="line-assignment-card-logo rounded" />}
            alt={`Logo de ${training.name}`}
            width={56}
            height={56}
            loading={first ? 'eager' : 'lazy'}
            decoding="async"
            className="line-assignment-card-logo rounded"
          />
          <div className="min-w-0">
            <Badge color={finished ? 'success' : 'primary'} className="mb-1">
              {ownLineStatusLabel(line.status)}
            </Badge>
            <h2 id={titleId} className="h5 mb-0">
              {training.name}
            </h2>
          </div>
        </div>
        {/* Without a date, the badge already says it is assigned. */}
        {line.created && (
          <p className="small text-body-secondary mb-2">
            Asignada el <time dateTime={line.created}>{formatLongDateWithoutDe(line.created)}</time>
          </p>
        )}
        <p className="flex-grow-1">{training.description}</p>
        {courseUrl && (
          <p className="small mb-3">
            Contenido:{' '}
            <a href={courseUrl} target="_blank" rel="noopener noreferrer" className="text-break">
              {hostOf(courseUrl)}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </p>
        )}
        {finished ? (
          <Button color="success" outline disabled>
            <span aria-hidden="true">✓ </span>Finalizado
          </Button>
        ) : (
          courseUrl && (
            <a
              href={courseUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-primary"
            >
              Ir a capacitación
              <span className="visually-hidden">
                : {training.name} (se abre en una pestaña nueva)
              </span>
            </a>
          )
        )}
      </CardBody>
    </Card>
  );
}

/**
 * What /formation shows while the lines are on their way: one card of the
 * list's own size (banner, logo, title, text, button; issue 28).
 */
export function LineAssignmentCardSkeleton({ label }: { label: string }) {
  return (
    <LoadingSkeleton label={label}>
      <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4">
        <li className="col">
          <div className="card line-assignment-card shadow-sm h-100">
            <span className="placeholder card-img-top line-assignment-card-banner w-100" />
            <div className="card-body d-flex flex-column">
              <div className="d-flex align-items-start gap-3 mb-2">
                <span
                  className="placeholder line-assignment-card-logo rounded"
                  style={{ width: 56, height: 56 }}
                />
                <div className="flex-grow-1">
                  <span className="placeholder col-4 mb-1" />
                  <p className="h5 mb-0">
                    <span className="placeholder col-8" />
                  </p>
                </div>
              </div>
              <p className="small mb-2">
                <span className="placeholder col-6" />
              </p>
              <p className="flex-grow-1">
                <span className="placeholder col-12" />
                <span className="placeholder col-10" />
              </p>
              <span className="btn btn-primary disabled placeholder col-6" />
            </div>
          </div>
        </li>
      </ul>
    </LoadingSkeleton>
  );
}
