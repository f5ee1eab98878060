import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import type { UserProfile } from '@/api/session-slice';

interface ProfileModalProps {
  profile: UserProfile;
  isOpen: boolean;
  onClose: () => void;
}

/** The user's profile data, opened from the avatar menu ("Editar perfil"). */
export function ProfileModal({ profile, isOpen, onClose }: ProfileModalProps) {
  const rows: [string, string][] = [
    ['Nombre', profile.user.first_name],
    ['Apellido', profile.user.last_name],
    ['RUT', profile.profile?.rut_user ?? '-'],
    ['Correo electrónico', profile.user.email],
    ['Teléfono', profile.profile?.phone_number ?? '-'],
  ];
  return (
    <Modal isOpen={isOpen} toggle={onClose} labelledBy="profile-modal-title" centered>
      <ModalHeader id="profile-modal-title" toggle={onClose} close={undefined}>
        Mi perfil
      </ModalHeader>
      <ModalBody>
        <dl className="row mb-0">
          {rows.map(([label, value]) => (
            <div key={label} className="d-contents">
              <dt className="col-sm-5">{label}</dt>
              <dd className="col-sm-7">{value}</dd>
            </div>
          ))}
        </dl>
      </ModalBody>
      <ModalFooter>
        <Button color="primary" onClick={onClose}>
          Cerrar
        </Button>
      </ModalFooter>
    </Modal>
  );
}
