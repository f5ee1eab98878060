import { env } from '@/config/env';
import { detectMedia, type MediaStyle, type ResourceName } from './detections';
import type { Wire } from './read';

/**
 * Stored files at the edge (spec §3 "Image URLs"; issue 45): the one place a
 * stored file's URL is read, for every resource that carries one (a training
 * line's `image_logo` and `image_banner`, wherever they come).
 *
 * The readings accepted:
 * - a path (`/media/trainings/x.png`, or without its leading slash): spec §3,
 *   joined to the service base URL (`VITE_API_URL`) without its leading slash;
 * - an absolute `http(s)://…` URL: DRF's `ImageField` with the request in the
 *   serializer's context (the default in generic views), or a storage on a
 *   CDN; used as it is.
 *
 * Anything else (`javascript:`, `data:`, another scheme, a protocol-relative
 * `//host/…`, a backslash, blanks or control characters, '' or null) is no URL:
 * the reader gives null, and the screens draw their fallback. Only what this
 * file gives reaches an `src` or an `href`.
 */

/** An absolute http(s) URL with a host: `http://` or `https://`, then no slash or backslash. */
const ABSOLUTE = /^https?:\/\/[^/\\]/i;
/** Any scheme (`javascript:`, `data:`, `ftp:`…): letters first, then letters, digits, `+.-`, then `:`. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** What no path of a stored file holds: blanks, control characters, a backslash. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const NOT_A_PATH = /[\s\u0000-\u001f\u007f\\]/;

/** How `value` writes a stored file's URL; null when it is none the app may use. */
export function mediaStyleOf(value: string): MediaStyle | null {
  if (ABSOLUTE.test(value)) return isHttpUrl(value) ? 'absolute' : null;
  if (SCHEME.test(value) || value.startsWith('//') || NOT_A_PATH.test(value)) return null;
  return value.replace(/^\//, '') === '' ? null : 'path';
}

function isHttpUrl(value: string, base?: string): boolean {
  try {
    const url = new URL(value, base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

/** The page's own address, against which a base URL that is a path (`VITE_API_URL=/`) resolves. */
function pageAddress(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}

/**
 * The URL a stored file is shown from, or null when the value is none:
 * an absolute http(s) URL as it is, a path as the service base URL plus the
 * path without its leading slash (spec §3). The URL is checked once more as
 * the browser will read it: only an http(s) URL is given.
 */
export function mediaUrl(value: Wire): string | null {
  if (typeof value !== 'string') return null;
  const stored = value.trim();
  const style = mediaStyleOf(stored);
  if (style === null) return null;
  const url = style === 'absolute' ? stored : `${env.apiUrl}${stored.replace(/^\//, '')}`;
  return isHttpUrl(url, pageAddress()) ? url : null;
}

/**
 * The reader of a stored file's URL in the answers of `resource`: `mediaUrl`,
 * noting how the backend writes them (an absolute URL or a path) in the
 * session's detections.
 */
export function readMedia(resource: ResourceName): (value: Wire) => string | null {
  return (value) => {
    const url = mediaUrl(value);
    if (url !== null && typeof value === 'string') {
      const style = mediaStyleOf(value.trim());
      if (style) detectMedia(resource, style);
    }
    return url;
  };
}
