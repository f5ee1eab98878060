import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { buildSeed } from '@/mocks/seed';

it('dumps the seed', () => {
  const out = process.env.SEED_OUT ?? '/tmp/seedcmp/seed.json';
  writeFileSync(
    out,
    JSON.stringify({ normal: buildSeed(), big: buildSeed({ pymes: 400 }) }, null, 1),
  );
});
