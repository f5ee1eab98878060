import { noSiteContent, type SiteContent } from '@/config/site-content';
import { readSiteContent } from '../../scripts/site-content';

/**
 * The organisation's content in screen tests (issue 37). The app reads it
 * from the build's virtual modules (scripts/vite-site-content.ts); a test
 * file that needs its own content mocks them with these, then sets the
 * content per test:
 *
 *   vi.mock('virtual:site-content', () => import('@tests/testing/site-content').then((m) => m.mainModule));
 *   vi.mock('virtual:site-content/organisations', () => import('@tests/testing/site-content').then((m) => m.organisationsModule));
 *   vi.mock('virtual:site-content/library', () => import('@tests/testing/site-content').then((m) => m.libraryModule));
 *
 *   beforeEach(() => { showSiteContent(noSiteContent); });
 *   showSiteContent(siteContentFrom({ contact: { phone: '+56 9 8765 4321' } }));
 *
 * Without the mocks, Vitest builds the modules from the demo's sample
 * (content/site-content.sample.json).
 */
let current: SiteContent = noSiteContent;

/** What the mocked modules give from now on, in this test file. */
export function showSiteContent(content: SiteContent): void {
  current = content;
}

/** A content file's JSON, read and checked as the build does it. */
export function siteContentFrom(file: unknown): SiteContent {
  return readSiteContent(JSON.stringify(file), 'test-content.json');
}

// Getters, so that the app reads the content set when it renders.
export const mainModule = {
  get sample() {
    return current.sample;
  },
  get contact() {
    return current.contact;
  },
  get social() {
    return current.social;
  },
  get call() {
    return current.call;
  },
};

export const organisationsModule = {
  get organisations() {
    return current.organisations;
  },
};

export const libraryModule = {
  get reports() {
    return current.reports;
  },
};
