import { env } from '@/config/env';

/**
 * The URL of a file the backend stores (spec §3): the service base URL plus
 * the stored path without its leading slash.
 */
export function mediaUrl(storedPath: string): string {
  return `${env.apiUrl}${storedPath.replace(/^\/+/, '')}`;
}
