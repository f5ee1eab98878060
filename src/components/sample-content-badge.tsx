import { sample } from 'virtual:site-content';

/**
 * "Contenido de muestra", small, next to what the content file gives, when
 * the file is the demo's sample (issue 37); nothing otherwise.
 */
export function SampleContentBadge({ className = '' }: { className?: string }) {
  if (!sample) return null;
  return <span className={`badge text-bg-warning ${className}`.trim()}>Contenido de muestra</span>;
}
