import type { ImgHTMLAttributes, ReactNode } from 'react';
import { mediaUrl } from '@/lib/media-url';

interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The stored path the backend gave (`/media/trainings/…`); '' when there is none. */
  path: string;
  /** What to draw in its place when there is no image (nothing by default). */
  fallback?: ReactNode;
}

/**
 * An image the backend stores (a training line's logo or banner). A line
 * without one (a null or empty path, docs/decisions.md) draws `fallback`
 * instead of a broken image pointing at the API's root.
 */
export function MediaImage({ path, fallback = null, alt = '', ...image }: MediaImageProps) {
  if (path.trim() === '') return <>{fallback}</>;
  return <img src={mediaUrl(path)} alt={alt} {...image} />;
}

/** A neutral box where a missing image would be; its size comes from `className`. */
export function MissingImage({ className }: { className: string }) {
  return <span className={`media-image-missing ${className}`} aria-hidden="true" />;
}
