import { http, HttpResponse } from 'msw';
import { readDb } from '../db';
import { api, fromBase64 } from '../http';

const palette = ['#6a1b9a', '#00796b', '#c2185b', '#1565c0', '#ef6c00', '#2e7d32'];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word.length > 3)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A 200×200 logo: the line's initials on its colour (spec §9, suggested size). */
function logoSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" rx="32" fill="${color}"/><text x="100" y="122" font-family="Arial, sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text></svg>`;
}

/** Splits a name into lines of at most `max` characters (a long word keeps its own line). */
function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/**
 * A 1220×460 banner with the line's name (spec §9, suggested size), wrapped so
 * that a long name stays inside the image.
 */
function bannerSvg(name: string, color: string): string {
  const lineHeight = 76;
  const lines = wrapWords(name, 26).slice(0, 3);
  const firstY = 230 - ((lines.length - 1) * lineHeight) / 2 + 22;
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="80" y="${String(firstY + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1220" height="460" viewBox="0 0 1220 460"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#212529"/></linearGradient></defs><rect width="1220" height="460" fill="url(#g)"/><circle cx="1080" cy="80" r="180" fill="#fff" fill-opacity="0.08"/><text font-family="Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${tspans}</text></svg>`;
}

/** A stored `data:` URL's bytes and type; null when it is not a base64 data URL. */
function decodeDataUrl(dataUrl: string): { type: string; bytes: Uint8Array } | null {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, type = '', base64 = ''] = match;
  const bytes = fromBase64(base64);
  return bytes && { type, bytes };
}

/**
 * The training lines' stored images: an image an admin uploaded (kept as a
 * `data:` URL with the demo data) with its own type, else the seeded lines'
 * images (`/media/trainings/<slug>-logo.svg`), drawn on the fly.
 */
export const mediaHandlers = [
  http.get(api('media/trainings/:file'), ({ params }) => {
    const file = String(params.file);
    const data = readDb();
    const upload = data.uploads?.find((candidate) => candidate.path === `/media/trainings/${file}`);
    const uploaded = upload ? decodeDataUrl(upload.data_url) : null;
    if (upload && uploaded) {
      return new HttpResponse(uploaded.bytes, {
        headers: { 'Content-Type': upload.content_type },
      });
    }
    const trainingLines = data.trainingLines;
    const index = trainingLines.findIndex(
      (training) =>
        training.image_logo.endsWith(`/${file}`) || training.image_banner.endsWith(`/${file}`),
    );
    const training = trainingLines[index];
    if (!training) return new HttpResponse(null, { status: 404 });
    const color = palette[index % palette.length] ?? '#6a1b9a';
    const svg = file.endsWith('-logo.svg')
      ? logoSvg(training.name, color)
      : bannerSvg(training.name, color);
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
