interface LoadingStateProps {
  /** Spoken by screen readers and shown under the spinner. */
  label?: string;
  /** Fill the viewport (route-level waits) instead of a block of content. */
  fullPage?: boolean;
}

/**
 * The one spinner used for every wait in the app. Bootstrap's spinner markup
 * without reactstrap: route waits show it before any screen's code is there.
 */
export function LoadingState({ label = 'Cargando…', fullPage = false }: LoadingStateProps) {
  return (
    <div
      className={`d-flex flex-column align-items-center justify-content-center gap-2 py-5 ${fullPage ? 'min-vh-100' : ''}`}
      role="status"
      aria-live="polite"
    >
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="text-body-secondary">{label}</span>
    </div>
  );
}
