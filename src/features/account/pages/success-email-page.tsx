import { MessageCard } from '@/components/message-card';
import { paths } from '@/config/paths';

/** `/successEmail` (spec §2). */
export function SuccessEmailPage() {
  return (
    <MessageCard
      title="Email enviado"
      icon="mail"
      action={{ label: 'Entendido', to: paths.dashboard }}
    >
      <p className="mb-0">Revise su bandeja de entrada.</p>
    </MessageCard>
  );
}
