/**
 * The organisation's content file (issue 37): reads the JSON the deployer
 * writes (docs/deployment.md, "The organisation's content") and returns what
 * the app sees (src/config/site-content.ts), or fails naming every field that
 * is wrong. Hand-written readers, no library: the build runs them once.
 *
 * Links are https URLs only (a report may also be a path on this site); the
 * app builds mailto: and tel: itself from the e-mail and the phone. Dates are
 * "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM" and are written out here, in Spanish, so
 * that the app carries no date formatting.
 */
import { spanishMonths } from '../src/lib/spanish-months.js';
import type {
  CallDate,
  CallStage,
  LibraryReport,
  Organisation,
  ProgrammeCall,
  SiteContact,
  SiteContent,
  SocialLink,
} from '../src/config/site-content.js';

/** The file is not usable: every problem found, each "<field> <what is wrong>". */
export class SiteContentError extends Error {
  readonly file: string;
  readonly problems: readonly string[];

  constructor(file: string, problems: readonly string[]) {
    super(
      `${file} is not valid site content (docs/deployment.md, "The organisation's content"):\n` +
        problems.map((problem) => `  ${file}: ${problem}`).join('\n'),
    );
    this.name = 'SiteContentError';
    this.file = file;
    this.problems = problems;
    // A mistake in the file, not in the code: the build prints the message without a trace.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** The problems found so far. */
class Problems {
  readonly list: string[] = [];

  add(path: string, problem: string): void {
    this.list.push(`${path} ${problem}`);
  }
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return `a number (${String(value)})`;
    case 'boolean':
      return String(value);
    default:
      return 'an object';
  }
}

function quoted(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldPath(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** An object with only the fields given; the root's path is ''. */
function record(
  problems: Problems,
  value: unknown,
  path: string,
  fields: readonly string[],
): Record<string, unknown> | undefined {
  if (value === undefined) {
    problems.add(path, 'is required');
    return undefined;
  }
  if (!isRecord(value)) {
    problems.add(path === '' ? 'the content' : path, `must be an object, not ${kind(value)}`);
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (!fields.includes(key)) {
      problems.add(
        fieldPath(path, key),
        `is not a known field (${path === '' ? 'the content' : path} has ${fields.join(', ')})`,
      );
    }
  }
  return value;
}

interface TextOptions {
  required?: boolean;
}

/** A string with something in it, trimmed. Absent: undefined (a problem when required). */
function text(
  problems: Problems,
  value: unknown,
  path: string,
  { required = false }: TextOptions = {},
): string | undefined {
  if (value === undefined) {
    if (required) problems.add(path, 'is required');
    return undefined;
  }
  if (typeof value !== 'string') {
    problems.add(path, `must be a string, not ${kind(value)}`);
    return undefined;
  }
  const trimmed = value.trim();
  if (trimmed === '') {
    problems.add(
      path,
      required ? 'must not be empty' : 'must not be empty (leave the field out instead)',
    );
    return undefined;
  }
  return trimmed;
}

function matching(
  problems: Problems,
  value: unknown,
  path: string,
  test: (text: string) => boolean,
  expected: string,
  options?: TextOptions,
): string | undefined {
  const found = text(problems, value, path, options);
  if (found === undefined) return undefined;
  if (test(found)) return found;
  problems.add(path, `must be ${expected}, not ${quoted(found)}`);
  return undefined;
}

const emailPattern = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d ().-]+$/.test(value) && digits >= 8 && digits <= 15;
}

/** An absolute https URL with a host. */
export function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path on this site: one leading slash (not `//host`), no backslash, no spaces, no `..`. */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && !/(^|\/)\.\.(\/|$)/.test(value);
}

const httpsUrl = 'an https URL (https://…)';

function boolean(
  problems: Problems,
  value: unknown,
  path: string,
  { required = false }: TextOptions = {},
): boolean | undefined {
  if (value === undefined) {
    if (required) problems.add(path, 'is required');
    return undefined;
  }
  if (typeof value !== 'boolean') {
    problems.add(path, `must be true or false, not ${kind(value)}`);
    return undefined;
  }
  return value;
}

/** A list, each item read by `item`; absent: empty (a problem when required). */
function list<T>(
  problems: Problems,
  value: unknown,
  path: string,
  item: (value: unknown, path: string) => T | undefined,
  { required = false }: TextOptions = {},
): T[] {
  if (value === undefined) {
    if (required) problems.add(path, 'is required');
    return [];
  }
  if (!Array.isArray(value)) {
    problems.add(path, `must be a list ([…]), not ${kind(value)}`);
    return [];
  }
  return value.flatMap((entry: unknown, index) => {
    const read = item(entry, `${path}[${String(index)}]`);
    return read === undefined ? [] : [read];
  });
}

// ---- Dates ----

interface ParsedDate {
  text: string;
  year: number;
  month: number;
  day: number;
  /** "HH:MM" when the date has a time. */
  time?: string;
  /** For ordering: "YYYY-MM-DDTHH:MM", 00:00 for a date alone. */
  key: string;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

function date(
  problems: Problems,
  value: unknown,
  path: string,
  options?: TextOptions,
): ParsedDate | undefined {
  const found = text(problems, value, path, options);
  if (found === undefined) return undefined;
  const match = datePattern.exec(found);
  if (!match) {
    problems.add(
      path,
      `must be a date "YYYY-MM-DD" or a date and time "YYYY-MM-DDTHH:MM", not ${quoted(found)}`,
    );
    return undefined;
  }
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const [hour, minute] = [match[4], match[5]].map((part) =>
    part === undefined ? 0 : Number(part),
  ) as [number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59) {
    problems.add(path, `is not a real date: ${quoted(found)}`);
    return undefined;
  }
  const time = match[4] === undefined ? undefined : `${match[4]}:${String(match[5])}`;
  return {
    text: found,
    year,
    month,
    day,
    ...(time === undefined ? {} : { time }),
    key: `${found.slice(0, 10)}T${time ?? '00:00'}`,
  };
}

/** "12 de julio de 2021, 12:00 h"; "4 de agosto" without the year. */
export function spanishDate(value: ParsedDate, withYear = true): string {
  const day = `${String(value.day)} de ${spanishMonths[value.month - 1] ?? ''}`;
  const withItsYear = withYear ? `${day} de ${String(value.year)}` : day;
  return value.time === undefined ? withItsYear : `${withItsYear}, ${value.time} h`;
}

function callDate(value: ParsedDate, withYear = true): CallDate {
  return { dateTime: value.text, when: spanishDate(value, withYear) };
}

// ---- The parts of the file ----

function readContact(problems: Problems, value: unknown): SiteContact {
  if (value === undefined) return {};
  const raw = record(problems, value, 'contact', ['email', 'phone', 'address']);
  if (!raw) return {};
  const email = matching(
    problems,
    raw.email,
    'contact.email',
    (found) => emailPattern.test(found),
    'an e-mail address (nombre@dominio.cl)',
  );
  const phone = matching(
    problems,
    raw.phone,
    'contact.phone',
    isPhone,
    'a phone number of 8 to 15 digits (+56 2 2345 6789)',
  );
  const address = text(problems, raw.address, 'contact.address');
  return {
    ...(email === undefined ? {} : { email }),
    ...(phone === undefined ? {} : { phone }),
    ...(address === undefined ? {} : { address }),
  };
}

function readSocialLink(problems: Problems, value: unknown, path: string): SocialLink | undefined {
  const raw = record(problems, value, path, ['name', 'url']);
  if (!raw) return undefined;
  const name = text(problems, raw.name, `${path}.name`, { required: true });
  const url = matching(problems, raw.url, `${path}.url`, isHttpsUrl, httpsUrl, { required: true });
  return name === undefined || url === undefined ? undefined : { name, url };
}

function readOrganisation(
  problems: Problems,
  value: unknown,
  path: string,
): Organisation | undefined {
  const raw = record(problems, value, path, ['name', 'role', 'url']);
  if (!raw) return undefined;
  const name = text(problems, raw.name, `${path}.name`, { required: true });
  const role = text(problems, raw.role, `${path}.role`, { required: true });
  const url = matching(problems, raw.url, `${path}.url`, isHttpsUrl, httpsUrl);
  if (name === undefined || role === undefined) return undefined;
  return { name, role, ...(url === undefined ? {} : { url }) };
}

function readReport(
  problems: Problems,
  value: unknown,
  path: string,
  options: ReadOptions,
): LibraryReport | undefined {
  const raw = record(problems, value, path, ['title', 'description', 'url', 'format']);
  if (!raw) return undefined;
  const title = text(problems, raw.title, `${path}.title`, { required: true });
  const description = text(problems, raw.description, `${path}.description`, { required: true });
  const url = matching(
    problems,
    raw.url,
    `${path}.url`,
    (found) => isHttpsUrl(found) || isSitePath(found),
    `${httpsUrl} or a path on this site (/library/informe.pdf)`,
    { required: true },
  );
  const format = text(problems, raw.format, `${path}.format`);
  if (url !== undefined && isSitePath(url) && options.isSiteFile && !options.isSiteFile(url)) {
    problems.add(
      `${path}.url`,
      `names ${url}, which is not a file of public/ (put the file there, or give its https URL)`,
    );
  }
  if (title === undefined || description === undefined || url === undefined) return undefined;
  return { title, description, url, ...(format === undefined ? {} : { format }) };
}

interface ReadStage {
  stage: CallStage;
  start: ParsedDate;
}

function readStage(problems: Problems, value: unknown, path: string): ReadStage | undefined {
  const raw = record(problems, value, path, ['date', 'until', 'what']);
  if (!raw) return undefined;
  const start = date(problems, raw.date, `${path}.date`, { required: true });
  const until = date(problems, raw.until, `${path}.until`);
  const what = text(problems, raw.what, `${path}.what`, { required: true });
  if (start && until && until.key <= start.key) {
    problems.add(`${path}.until`, `must be after ${path}.date (${start.text})`);
  }
  if (start === undefined || what === undefined) return undefined;
  const stage: CallStage = until
    ? { ...callDate(start, start.year !== until.year), until: callDate(until), what }
    : { ...callDate(start), what };
  return { stage, start };
}

function readCall(problems: Problems, value: unknown): ProgrammeCall | null {
  if (value === undefined) return null;
  const raw = record(problems, value, 'call', ['applications', 'timeline']);
  if (!raw) return null;
  const applications = record(problems, raw.applications, 'call.applications', [
    'open',
    'closes',
    'url',
  ]);
  const open = applications
    ? boolean(problems, applications.open, 'call.applications.open', { required: true })
    : undefined;
  const closes = applications
    ? date(problems, applications.closes, 'call.applications.closes')
    : undefined;
  const url = applications
    ? matching(problems, applications.url, 'call.applications.url', isHttpsUrl, httpsUrl)
    : undefined;
  const stages = list(
    problems,
    raw.timeline,
    'call.timeline',
    (item, path) => readStage(problems, item, path),
    { required: true },
  );
  if (Array.isArray(raw.timeline) && raw.timeline.length === 0) {
    problems.add('call.timeline', 'must have at least one date');
  }
  stages.forEach(({ start }, index) => {
    const before = stages[index - 1];
    if (before && start.key < before.start.key) {
      problems.add(
        `call.timeline[${String(index)}].date`,
        `must not be before the date above it (${before.start.text}): the calendar goes in order`,
      );
    }
  });
  const first = stages[0];
  if (open === undefined || !first) return null;
  return {
    name: `Convocatoria ${String(first.start.year)}`,
    timeline: stages.map(({ stage }) => stage),
    applications: {
      open,
      ...(closes === undefined ? {} : { closes: callDate(closes) }),
      ...(url === undefined ? {} : { url }),
    },
  };
}

const topFields = ['sample', 'contact', 'social', 'organisations', 'reports', 'call'] as const;

export interface ReadOptions {
  /** Whether a path on the site (`/library/informe.pdf`) is a file the build serves. */
  isSiteFile?: (path: string) => boolean;
}

/**
 * The content of a file, checked: what the app sees, or a SiteContentError
 * naming every wrong field. `file` names the file in the messages.
 */
export function readSiteContent(
  json: string,
  file: string,
  options: ReadOptions = {},
): SiteContent {
  let value: unknown;
  try {
    value = JSON.parse(json.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new SiteContentError(file, [
      `the file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    ]);
  }
  const problems = new Problems();
  const raw = record(problems, value, '', topFields);
  if (!raw) throw new SiteContentError(file, problems.list);
  const content: SiteContent = {
    sample: boolean(problems, raw.sample, 'sample') ?? false,
    contact: readContact(problems, raw.contact),
    social: list(problems, raw.social, 'social', (item, path) =>
      readSocialLink(problems, item, path),
    ),
    organisations: list(problems, raw.organisations, 'organisations', (item, path) =>
      readOrganisation(problems, item, path),
    ),
    reports: list(problems, raw.reports, 'reports', (item, path) =>
      readReport(problems, item, path, options),
    ),
    call: readCall(problems, raw.call),
  };
  if (problems.list.length > 0) throw new SiteContentError(file, problems.list);
  return content;
}
