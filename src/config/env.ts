/**
 * Environment configuration, read and checked once at start-up.
 * Every VITE_* variable the app uses is listed here and nowhere else, except
 * error reporting's (VITE_SENTRY_DSN, VITE_SENTRY_RELEASE,
 * VITE_SENTRY_ENVIRONMENT: src/lib/reporting/), read where they are used so
 * that a build without a DSN drops the Sentry code as dead code.
 */
export interface AppEnv {
  /** Base URL of the REST service, always ending with a slash. */
  apiUrl: string;
  /** Target of the external "Beneficios" link in the public bar. */
  benefitsUrl: string;
}

const DEFAULT_BENEFITS_URL = 'https://www.mujeresempresarias.cl/';

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export function readEnv(source: Record<string, unknown>): AppEnv {
  const apiUrl = source.VITE_API_URL;
  if (typeof apiUrl !== 'string' || apiUrl.trim() === '') {
    throw new Error(
      'VITE_API_URL is not set. Copy .env.example to .env and set the base URL of the REST backend.',
    );
  }
  const benefitsUrl = source.VITE_BENEFITS_URL;
  return {
    apiUrl: withTrailingSlash(apiUrl.trim()),
    benefitsUrl:
      typeof benefitsUrl === 'string' && benefitsUrl.trim() !== ''
        ? benefitsUrl.trim()
        : DEFAULT_BENEFITS_URL,
  };
}

export const env: AppEnv = readEnv(import.meta.env);
