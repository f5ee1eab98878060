import { useId, useState } from 'react';
import { DialogHeader } from '@/components/dialog-header';
import { Link } from 'react-router-dom';
import { Button, FormGroup, Input, Label, Modal, ModalBody, ModalFooter } from 'reactstrap';
import { paths } from '@/config/paths';
import { privacyPolicy } from '@/config/privacy-policy';

interface PrivacyPolicyModalProps {
  isOpen: boolean;
  /** The user ticked "read" and agreed: sets terms_accepted. */
  onAccept: () => void;
}

/** The privacy policy shown before the registration wizard (spec §2). */
export function PrivacyPolicyModal({ isOpen, onAccept }: PrivacyPolicyModalProps) {
  const [read, setRead] = useState(false);
  const titleId = useId();
  const checkboxId = useId();

  return (
    <Modal
      isOpen={isOpen}
      backdrop="static"
      fade={false}
      keyboard={false}
      trapFocus
      scrollable
      centered
      size="lg"
      labelledBy={titleId}
    >
      <DialogHeader id={titleId}>{privacyPolicy.title}</DialogHeader>
      <ModalBody>
        <p>{privacyPolicy.intro}</p>
        <ul>
          {privacyPolicy.statements.map((statement) => (
            <li key={statement} className="mb-2">
              {statement}
            </li>
          ))}
        </ul>
        <p>
          {privacyPolicy.closing}{' '}
          <Link to={paths.terms} target="_blank" rel="noopener noreferrer">
            Ver términos y condiciones
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </Link>
        </p>
        <FormGroup check className="mb-0">
          <Input
            id={checkboxId}
            type="checkbox"
            checked={read}
            onChange={(event) => {
              setRead(event.target.checked);
            }}
          />
          <Label check for={checkboxId}>
            He leído la política de privacidad
          </Label>
        </FormGroup>
      </ModalBody>
      <ModalFooter className="justify-content-between">
        <Link to={paths.home} className="btn btn-outline-secondary">
          Volver al inicio
        </Link>
        <Button color="primary" disabled={!read} onClick={onAccept}>
          Acepto
        </Button>
      </ModalFooter>
    </Modal>
  );
}
