import { useId } from 'react';
import { Button, Modal, ModalBody, ModalFooter } from 'reactstrap';
import { ExternalLink, isSafeHttpUrl } from '@/components/external-link';
import { DialogHeader } from '@/components/dialog-header';
import { MediaImage } from '@/components/media-image';
import type { Recommendation } from '@/api/edge/training-lines';

interface RecommendationModalProps {
  recommendation: Recommendation;
  isOpen: boolean;
  onClose: () => void;
}

/** Spec §4: after the first two diagnostics, the model will soon assign a training line. */
export function RecommendationModal({ recommendation, isOpen, onClose }: RecommendationModalProps) {
  const titleId = useId();
  return (
    // No fade: the dialog opens by itself as the list arrives, and a click on
    // Entendido during reactstrap's fade-in could be lost, leaving it open (a
    // journey on a loaded machine caught it). The privacy dialog does the same.
    <Modal isOpen={isOpen} toggle={onClose} fade={false} trapFocus centered labelledBy={titleId}>
      <DialogHeader id={titleId} onClose={onClose}>
        ¡Vas muy bien!
      </DialogHeader>
      <ModalBody>
        <p>
          Terminaste tus dos primeros diagnósticos. Muy pronto nuestro modelo te asignará una línea
          de formación pensada para tu pyme.
        </p>
        <p className="mb-2">Mientras tanto, te recomendamos este contenido:</p>
        <figure className="mb-0">
          <MediaImage
            src={recommendation.image_banner}
            width={1220}
            height={460}
            className="img-fluid rounded mb-2"
          />
          <figcaption className="d-flex align-items-center gap-2 fw-semibold">
            {/* The logo's own square (spec §2 suggests 200×200), drawn at 48 px. */}
            <MediaImage
              src={recommendation.image_logo}
              alt={`Logo de ${recommendation.name}`}
              width={200}
              height={200}
              className="recommendation-logo rounded border"
            />
            <span>{recommendation.name}</span>
          </figcaption>
        </figure>
        {isSafeHttpUrl(recommendation.content_url) && (
          <ExternalLink href={recommendation.content_url} className="d-inline-block mt-2">
            Ver el contenido recomendado
          </ExternalLink>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="primary" onClick={onClose}>
          Entendido
        </Button>
      </ModalFooter>
    </Modal>
  );
}
