import { MessageCard } from '@/components/message-card';
import { paths } from '@/config/paths';

/** `/successPassword` (spec §2): Entendido leads to /dashboard (guests land on /login from there). */
export function SuccessPasswordPage() {
  return (
    <MessageCard
      title="Cambio de contraseña exitosa"
      action={{ label: 'Entendido', to: paths.dashboard }}
    >
      <p className="mb-0">Hemos cambiado tu contraseña</p>
    </MessageCard>
  );
}
