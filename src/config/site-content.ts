/**
 * The organisation's own content as the app sees it: contact data, social
 * links, who runs the programme, the library's reports and the programme's
 * current call. The deployer gives it in a JSON file (docs/deployment.md,
 * "The organisation's content"); the build checks it
 * (scripts/site-content.ts) and hands it to the app as the virtual modules
 * typed in virtual-site-content.d.ts. What is not configured is absent or
 * empty here, and the pages show nothing in its place: never an invented value.
 */

export interface SiteContact {
  email?: string;
  /** As people read it ("+56 2 2345 6789"); the footer builds the tel: link. */
  phone?: string;
  address?: string;
}

export interface SocialLink {
  /** The network's name, the link's text ("Instagram"). */
  name: string;
  /** An https URL. */
  url: string;
}

/** One of the organisations that run the programme (/aboutus). */
export interface Organisation {
  name: string;
  /** What it does in the programme. */
  role: string;
  /** Its website: an https URL. */
  url?: string;
}

/** A report of /library. */
export interface LibraryReport {
  title: string;
  description: string;
  /** The file: an https URL or a path on this site (`/library/informe.pdf`). */
  url: string;
  /** Shown next to the button: format, length and size ("PDF, 12 páginas, 2,4 MB"). */
  format?: string;
}

/** A date of the calendar. */
export interface CallDate {
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, for <time dateTime>; read on the visitor's clock. */
  dateTime: string;
  /** The date as people read it: "12 de julio de 2021, 12:00 h". */
  when: string;
}

/** A stage of the calendar: a date, or a span of days with its last day. */
export interface CallStage extends CallDate {
  until?: CallDate;
  what: string;
}

/** A call for applications: its calendar and whether applications are open. */
export interface ProgrammeCall {
  /** "Convocatoria 2021": from the year of its first date. */
  name: string;
  /** In order; at least one stage. */
  timeline: readonly CallStage[];
  applications: {
    /** Said by the deployer; the app also closes them after `closes` and once the calendar is over. */
    open: boolean;
    /** The last moment to apply. */
    closes?: CallDate;
    /** Where to apply, an https URL; without it, the site's own registration (/register). */
    url?: string;
  };
}

/** Everything the content file gives, after the build's checks. */
export interface SiteContent {
  /** The demo's sample content: the pages say so ("Contenido de muestra"). */
  sample: boolean;
  contact: SiteContact;
  social: readonly SocialLink[];
  organisations: readonly Organisation[];
  reports: readonly LibraryReport[];
  /** The current call; null: the programme pages show the spec's 2021 call, applications closed. */
  call: ProgrammeCall | null;
}

/** A build without a content file. */
export const noSiteContent: SiteContent = {
  sample: false,
  contact: {},
  social: [],
  organisations: [],
  reports: [],
  call: null,
};
