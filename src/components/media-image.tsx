import type { ImgHTMLAttributes, ReactNode } from 'react';

interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /**
   * The URL the edge read for the stored file (src/api/edge/media.ts: an
   * http(s) URL), or null when there is none.
   */
  src: string | null;
  /** What to draw in its place when there is no image (nothing by default). */
  fallback?: ReactNode;
}

/**
 * An image the backend stores (a training line's logo or banner). A line
 * without one (no file, or a value that is no http(s) URL: docs/decisions.md)
 * draws `fallback` instead of a broken image.
 */
export function MediaImage({ src, fallback = null, alt = '', ...image }: MediaImageProps) {
  if (src === null) return <>{fallback}</>;
  return <img src={src} alt={alt} {...image} />;
}

/** A neutral box where a missing image would be; its size comes from `className`. */
export function MissingImage({ className }: { className: string }) {
  return <span className={`media-image-missing ${className}`} aria-hidden="true" />;
}
