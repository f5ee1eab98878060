import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

async function startDemo(): Promise<void> {
  const [{ startDemoBackend }, { DemoPanel }] = await Promise.all([
    import('./mocks/browser'),
    import('./mocks/demo-panel'),
  ]);
  await startDemoBackend();
  // /health-check answers with its text and nothing else, even in a demo.
  if (window.location.pathname === '/health-check') return;
  const strip = document.createElement('div');
  document.body.prepend(strip);
  createRoot(strip).render(<DemoPanel />);
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Demo mode only: the demo backend must be answering before the first call.
  // Written out (not imported) so that production builds drop the demo code.
  if (import.meta.env.MODE === 'demo') await startDemo();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
