// What the bench scripts share to report their runs (bench.mjs,
// bench-admin.mjs, profile-first-load.mjs).

/** Progress to stderr, so that stdout stays the Markdown tables. */
export function log(message) {
  process.stderr.write(`${message}\n`);
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
