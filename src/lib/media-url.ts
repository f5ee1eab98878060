import { preload } from 'react-dom';

/**
 * Asks for a stored image now, at high priority (a `<link rel="preload">`),
 * before the `<img>` that shows it is drawn; the `<img>` then reuses it.
 * `url` is the one the edge read (src/api/edge/media.ts): http(s) only.
 */
export function preloadImage(url: string): void {
  preload(url, { as: 'image', fetchPriority: 'high' });
}
