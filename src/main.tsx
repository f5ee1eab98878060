import './styles/bootstrap.scss';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startReporting } from './lib/reporting/report';
import type { AppSlots } from './lib/slots';

/**
 * The boot file: the only product file allowed to import src/mocks. In demo
 * builds the demo backend must be answering before the first call, and the
 * demo hands in its pieces of the screens (src/lib/slots.tsx). The condition
 * is a build-time constant, so production builds drop the demo code.
 */
async function demoSlots(): Promise<AppSlots> {
  if (import.meta.env.MODE !== 'demo') return {};
  const { startDemo } = await import('./mocks/demo-boot');
  return startDemo();
}

async function start(): Promise<void> {
  // Off without VITE_SENTRY_DSN; with it, errors are kept from here on (issue 30).
  startReporting();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const slots = await demoSlots();
  createRoot(container).render(
    <StrictMode>
      <App slots={slots} />
    </StrictMode>,
  );
}

void start();
