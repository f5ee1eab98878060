#!/usr/bin/env node
/**
 * The Chromium the end-to-end tests drive: Playwright cannot download its own
 * browsers here, so the suite uses Debian's Chromium (`/usr/bin/chromium`) or
 * the binary named by CHROMIUM_PATH, installed with apt-get when missing.
 */
import { ensureDebianBinary } from './lib/ensure-debian-binary.mjs';

ensureDebianBinary({
  name: 'Chromium',
  envVar: 'CHROMIUM_PATH',
  defaultPath: '/usr/bin/chromium',
  aptPackage: 'chromium',
  purpose: 'the end-to-end tests',
});
