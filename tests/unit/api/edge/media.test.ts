import { beforeEach, describe, expect, it } from 'vitest';
import { detections, forgetDetections } from '@/api/edge/detections';
import { mediaUrl, readMedia } from '@/api/edge/media';

// The tests' service base URL is http://api.test (vite.config.ts), read as http://api.test/.

describe('the edge: a stored file’s URL (spec §3, issue 45)', () => {
  beforeEach(() => {
    forgetDetections();
  });

  it.each([
    // A path (spec §3): the service base URL plus the path without its leading slash.
    ['a path', '/media/trainings/logo.png', 'http://api.test/media/trainings/logo.png', 'path'],
    [
      'a path without its leading slash',
      'media/trainings/logo.png',
      'http://api.test/media/trainings/logo.png',
      'path',
    ],
    ['a path with blanks around it', '  /media/x.png\n', 'http://api.test/media/x.png', 'path'],
    // Absolute (DRF's ImageField with the request in context, a CDN): as it is.
    [
      'an absolute http URL',
      'http://api.test/media/trainings/logo.png',
      'http://api.test/media/trainings/logo.png',
      'absolute',
    ],
    [
      'an absolute https URL on another host',
      'https://cdn.example.cl/media/logo.png?v=2',
      'https://cdn.example.cl/media/logo.png?v=2',
      'absolute',
    ],
    [
      'an absolute URL in capitals',
      'HTTPS://CDN.example.cl/a.png',
      'HTTPS://CDN.example.cl/a.png',
      'absolute',
    ],
    // Anything else is no URL: nothing reaches an src or an href.
    ['javascript:', 'javascript:alert(1)', null, undefined],
    ['javascript: in capitals', 'JavaScript:alert(1)', null, undefined],
    ['data:', 'data:image/svg+xml,<svg onload="alert(1)"/>', null, undefined],
    ['another scheme', 'ftp://files.example.cl/logo.png', null, undefined],
    ['a blob: URL', 'blob:http://api.test/1234', null, undefined],
    ['protocol-relative', '//evil.example/logo.png', null, undefined],
    ['protocol-relative with a backslash', '/\\evil.example/logo.png', null, undefined],
    ['http: without its slashes', 'http:evil.example/logo.png', null, undefined],
    ['http:// without a host', 'http:///logo.png', null, undefined],
    ['words with blanks', 'no es una imagen', null, undefined],
    ['a control character', '/media/\u0000x.png', null, undefined],
    ['a lone slash', '/', null, undefined],
    ['empty', '', null, undefined],
    ['blank', '   ', null, undefined],
    ['null', null, null, undefined],
    ['absent', undefined, null, undefined],
    ['a number', 42, null, undefined],
    ['an object', { url: '/media/x.png' }, null, undefined],
  ])('%s: %j is shown from %j', (_case, wire, url, style) => {
    expect(mediaUrl(wire)).toBe(url);
    expect(readMedia('trainingLines')(wire)).toBe(url);
    // The session learns how the backend writes its files (shown on "Conexión con el servidor").
    expect(detections().resources.trainingLines?.media).toBe(style);
  });

  it('notes the style per resource, the last one read', () => {
    readMedia('trainingLines')('/media/a.png');
    readMedia('lineAssignments')('https://cdn.example.cl/a.png');
    expect(detections().resources.trainingLines?.media).toBe('path');
    expect(detections().resources.lineAssignments?.media).toBe('absolute');
    readMedia('trainingLines')('http://api.test/media/a.png');
    expect(detections().resources.trainingLines?.media).toBe('absolute');
  });
});
