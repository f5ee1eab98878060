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

/** The positions of a uuid's 32 hex digits that hold its version and its variant. */
const VERSION_DIGIT = 12;
const VARIANT_DIGIT = 16;

/**
 * The uuid of the admin record of the user `userUuid`, for the readings where
 * an admin has its own (src/mocks/readings.ts, `adminUuid`). The spec (§3)
 * gives an admin its own `uuid` beside its `user.uuid`; the demo backend
 * stores admins as users, so it derives the admin's: every hex digit but the
 * version and the variant replaced by its complement (0↔f, 1↔e…). Pure and
 * one-to-one, it never gives the user's uuid back and keeps a uuid's shape (a
 * v4 uuid stays a v4 uuid).
 */
export function adminUuidOf(userUuid: string): string {
  let digit = -1;
  return userUuid.replace(/[0-9a-f]/gi, (hex) => {
    digit += 1;
    if (digit === VERSION_DIGIT || digit === VARIANT_DIGIT) return hex;
    return (15 - parseInt(hex, 16)).toString(16);
  });
}
