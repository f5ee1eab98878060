import { createRoot } from 'react-dom/client';
import { lazyNamed } from '@/lib/lazy-named';
import type { AppSlots } from '@/lib/slots';
import { startDemoBackend } from './browser';
import { DemoAccountsPanel } from './demo-accounts-panel';
import { DemoPanel } from './demo-panel';

// Loaded when /form shows it: it calls the API through the app's HTTP layer,
// which a demo, like production, loads only when a page needs it (issue 27).
const StandInFormWidget = lazyNamed(() => import('./stand-in-form-widget'), 'StandInFormWidget');

/** The demo's pieces of the screens: the demo accounts at /login and the stand-in form. */
export const demoSlots: AppSlots = {
  loginAside: (props) => <DemoAccountsPanel {...props} />,
  formWidget: (props) => <StandInFormWidget {...props} />,
};

/**
 * Demo builds only (`npm run demo`), called by src/main.tsx before the app
 * renders: starts the demo backend in the browser, puts the demo strip above
 * the app and returns the pieces the screens take from the demo.
 */
export async function startDemo(): Promise<AppSlots> {
  await startDemoBackend();
  // /health-check answers with its text and nothing else, even in a demo.
  if (window.location.pathname !== '/health-check') {
    const strip = document.createElement('div');
    document.body.prepend(strip);
    createRoot(strip).render(<DemoPanel />);
  }
  return demoSlots;
}
