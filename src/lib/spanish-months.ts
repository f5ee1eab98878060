/**
 * The Spanish months, written here: date-fns' `es` locale and formatter are
 * about 6 kB of gzip, and an `Intl.DateTimeFormat` costs the first page that
 * builds it about 20 ms of main thread (issue 39). Twelve words do the job,
 * for the app's long dates (src/lib/dates.ts) and the content file's
 * (scripts/site-content.ts). No imports: the build's content check reads it.
 */
export const spanishMonths = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
