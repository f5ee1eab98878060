import { preload } from 'react-dom';
import { env } from '@/config/env';

/**
 * The URL of a file the backend stores (spec §3): the service base URL plus
 * the stored path without its leading slash.
 */
export function mediaUrl(storedPath: string): string {
  return `${env.apiUrl}${storedPath.replace(/^\/+/, '')}`;
}

/**
 * Asks for a stored image now, at high priority (a `<link rel="preload">`),
 * before the `<img>` that shows it is drawn; the `<img>` then reuses it.
 */
export function preloadImage(storedPath: string): void {
  preload(mediaUrl(storedPath), { as: 'image', fetchPriority: 'high' });
}
