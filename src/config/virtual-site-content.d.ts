// The organisation's content, from the content file checked at build time
// (scripts/vite-site-content.ts; docs/deployment.md). Three modules, so that
// each part is downloaded only where it is shown: the footer's part (with the
// call, which the home page, the programme pages and the login read) is in
// every page's first load; the organisations and the reports are in their
// pages' chunks.

declare module 'virtual:site-content' {
  import type { ProgrammeCall, SiteContact, SocialLink } from '@/config/site-content';

  /** The demo's sample content: the pages say so ("Contenido de muestra"). */
  export const sample: boolean;
  export const contact: SiteContact;
  export const social: readonly SocialLink[];
  /** The current call; null when the file gives none. */
  export const call: ProgrammeCall | null;
}

declare module 'virtual:site-content/organisations' {
  import type { Organisation } from '@/config/site-content';

  export const organisations: readonly Organisation[];
}

declare module 'virtual:site-content/library' {
  import type { LibraryReport } from '@/config/site-content';

  export const reports: readonly LibraryReport[];
}
