import { Button } from 'reactstrap';
import type { LoginAsideProps } from '@/lib/slots';
import demoAccounts from './demo-accounts.json';

/** The demo accounts, shown under the login form in demo mode. */
export function DemoAccountsPanel({ onPick }: LoginAsideProps) {
  return (
    <section
      className="border rounded p-3 mt-4 bg-body-tertiary"
      aria-labelledby="demo-accounts-title"
    >
      <h2 id="demo-accounts-title" className="h6">
        Cuentas de demostración
      </h2>
      <p className="small mb-2">
        Contraseña de todas: <strong className="font-monospace">{demoAccounts.password}</strong>
      </p>
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {demoAccounts.accounts.map((account) => (
          <li key={account.email} className="d-flex align-items-center gap-2 small">
            <span className="flex-grow-1 min-w-0">
              <strong>{account.role}</strong>: {account.name}
              <br />
              <span className="text-break">{account.email}</span>
            </span>
            <Button
              size="sm"
              color="primary"
              outline
              onClick={() => {
                onPick(account.email, demoAccounts.password);
              }}
              aria-label={`Usar la cuenta ${account.role}: ${account.email}`}
            >
              Usar
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
