import { useEffect } from 'react';
import { MessageCard } from '@/components/message-card';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/store-hooks';
import { registrationCleared } from '../registration-slice';

/** `/registered` (spec §2). The wizard's data is forgotten once this is on screen. */
export function RegisteredPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(registrationCleared());
  }, [dispatch]);

  return (
    <MessageCard
      title="¡Postulación recibida!"
      icon="mail"
      action={{ label: 'Entendido', to: paths.home }}
    >
      <p className="mb-0">
        Tu usuario se ha registrado, por favor revisa tu bandeja de entrada para iniciar sesión.
      </p>
    </MessageCard>
  );
}
