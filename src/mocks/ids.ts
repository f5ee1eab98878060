/** A stable UUID v4-shaped id from a name, so that seeded ids survive a reset. */
export function stableUuid(name: string): string {
  let hex = '';
  let hash = 0x811c9dc5;
  for (let round = 0; hex.length < 32; round += 1) {
    for (const char of `${name}#${round}`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    hex += hash.toString(16).padStart(8, '0');
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A fresh random UUID for records created while the demo runs. */
export function newUuid(): string {
  return crypto.randomUUID();
}
