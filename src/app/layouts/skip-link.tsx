export const MAIN_CONTENT_ID = 'contenido-principal';

/** First focusable element of every layout: jumps over the navigation. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="visually-hidden-focusable skip-link">
      Saltar al contenido principal
    </a>
  );
}
