#!/usr/bin/env node
/**
 * The nginx the deploy tests (tests/deploy) run: Debian's (`/usr/sbin/nginx`)
 * or the binary named by NGINX_PATH, installed with apt-get when missing. The
 * tests start their own nginx on loopback, so the package must not start the
 * system service on port 80.
 */
import { ensureDebianBinary } from './lib/ensure-debian-binary.mjs';

ensureDebianBinary({
  name: 'nginx',
  envVar: 'NGINX_PATH',
  defaultPath: '/usr/sbin/nginx',
  aptPackage: 'nginx',
  purpose: 'the deploy tests',
  noServices: true,
  noRecommends: true,
});
