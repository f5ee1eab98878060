/**
 * The pure part of "Seguimiento" (issue 38): the entrepreneurs' addresses of a
 * list of pymes, and the `mailto:` links that open the admin's mail program
 * with them in BCC, in groups a mail program accepts. No DOM, no store: the
 * dialog calls these and the unit tests check them.
 */

/** What separates the addresses: the comma of the standards (RFC 6068, 5322) or Outlook's semicolon. */
export type AddressSeparator = ',' | ';';

/**
 * The longest `mailto:` URL we build, in characters as written in the link.
 * RFC 6068 sets no limit; the programs do. Outlook for Windows (and the Windows
 * shell that hands it the link) stops at about 2 046 characters; Chromium gave
 * up a little under 2 000 in reports; Gmail as the browser's mail handler was
 * measured at about 1 620. 1 800 keeps a margin under all but that last one,
 * which takes the link percent-encoded once more anyway (see docs/decisions.md).
 */
export const MAILTO_MAX_LENGTH = 1800;

/**
 * At most this many addresses a group, even when more would fit: a message
 * with hundreds of BCC recipients is what spam filters and sending limits
 * (Gmail, Microsoft 365: 500 recipients a message) look for.
 */
export const MAX_ADDRESSES_PER_GROUP = 50;

/** A pyme as far as the follow-up reads it: its entrepreneur's e-mail. */
export interface PymeWithEmail {
  user: { email: string };
}

/** The addresses of a list of pymes and what was left out. */
export interface CollectedAddresses {
  /** One per address, in the list's order, as the first pyme that has it writes it. */
  addresses: string[];
  /** The pymes read. */
  pymes: number;
  /** Pymes whose entrepreneur has no e-mail (empty or blank). */
  withoutEmail: number;
  /** Pymes whose e-mail is not an address a mail program takes (spaces, commas, no domain…). */
  invalid: number;
  /** Pymes whose e-mail an earlier pyme of the list already has (compared without case). */
  repeated: number;
}

/**
 * What an address must look like to go in a list: one `@`, something on each
 * side, a dot in the domain, and none of the characters that would split or
 * break a list of addresses (spaces, `,` `;` `<` `>` `"`). Not a full RFC 5322
 * check: the backend checked the e-mail when the account was made.
 */
const ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>".]+$/;

/** Whether `text` can go in a list of addresses (see `ADDRESS`). */
export function isAddress(text: string): boolean {
  return ADDRESS.test(text);
}

/**
 * The entrepreneurs' addresses of `pymes`, trimmed, each once (the same
 * address in another case is the same mailbox in practice: domains ignore
 * case and the big providers ignore it in the local part too), with the
 * counts of what was left out.
 */
export function collectAddresses(pymes: readonly PymeWithEmail[]): CollectedAddresses {
  const seen = new Set<string>();
  const addresses: string[] = [];
  let withoutEmail = 0;
  let invalid = 0;
  let repeated = 0;
  for (const pyme of pymes) {
    const email = pyme.user.email.trim();
    if (email === '') {
      withoutEmail += 1;
    } else if (!isAddress(email)) {
      invalid += 1;
    } else {
      const key = email.toLowerCase();
      if (seen.has(key)) {
        repeated += 1;
      } else {
        seen.add(key);
        addresses.push(email);
      }
    }
  }
  return { addresses, pymes: pymes.length, withoutEmail, invalid, repeated };
}

/** The addresses as text to paste in a mail program's BCC field: "a@x.cl, b@y.cl". */
export function addressList(addresses: readonly string[], separator: AddressSeparator): string {
  return addresses.join(`${separator} `);
}

/** A lone surrogate (a broken emoji pasted in) would make `encodeURIComponent` throw. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A subject or body as a `mailto:` header value (RFC 6068): line breaks as
 * CRLF (`%0D%0A`, whatever the textarea gave), UTF-8 percent-encoded (ñ is
 * `%C3%B1`), spaces as `%20` (a `+` would stay a `+` in a mail program).
 */
export function encodeMailtoText(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD').replace(/\r\n|\r|\n/g, '\r\n'));
}

/**
 * An address as part of a `mailto:` header value: percent-encoded, but `@`
 * written as is (RFC 6068 allows it in a value, and every program reads it),
 * which keeps the links short. A `+` or `&` in the local part is encoded.
 */
export function encodeAddress(address: string): string {
  return encodeURIComponent(address).replaceAll('%40', '@');
}

/** What every group's message has. */
export interface MailMessage {
  subject: string;
  body: string;
  separator: AddressSeparator;
}

/**
 * `mailto:?bcc=a,b&subject=…&body=…`: nobody in To (the pymes do not see
 * each other's addresses), the addresses in BCC, the subject and body when
 * they are not empty.
 */
export function mailtoUrl(
  bcc: readonly string[],
  { subject, body, separator }: MailMessage,
): string {
  const fields = [`bcc=${bcc.map(encodeAddress).join(separator)}`];
  if (subject.trim() !== '') fields.push(`subject=${encodeMailtoText(subject)}`);
  if (body.trim() !== '') fields.push(`body=${encodeMailtoText(body)}`);
  return `mailto:?${fields.join('&')}`;
}

/** One message to write: its addresses and the link that opens it. */
export interface MailGroup {
  addresses: string[];
  url: string;
}

/** How to split the addresses. */
export interface GroupLimits {
  /** The longest link (`MAILTO_MAX_LENGTH`). */
  maxLength?: number;
  /** The most addresses a group (`MAX_ADDRESSES_PER_GROUP`). */
  maxPerGroup?: number;
}

/**
 * The groups, or why there can be none: `excess` is how many characters the
 * link with the subject, the body and the longest address goes over the limit
 * (the admin shortens the text by at least that much).
 */
export type MailGroups = { fits: true; groups: MailGroup[] } | { fits: false; excess: number };

/**
 * The addresses in groups, in order, each as many as fit: a group ends when
 * one more address would make its link longer than `maxLength` or it has
 * `maxPerGroup`. Every link is at most `maxLength` characters; when the
 * subject and body leave no room for even one address, there is no group.
 */
export function mailGroups(
  addresses: readonly string[],
  message: MailMessage,
  { maxLength = MAILTO_MAX_LENGTH, maxPerGroup = MAX_ADDRESSES_PER_GROUP }: GroupLimits = {},
): MailGroups {
  // The link's length is the empty link's plus each address (and a separator between two).
  const base = mailtoUrl([], message).length;
  const longest = Math.max(0, ...addresses.map((address) => encodeAddress(address).length));
  if (addresses.length > 0 && base + longest > maxLength) {
    return { fits: false, excess: base + longest - maxLength };
  }
  const groups: string[][] = [];
  let current: string[] = [];
  let length = base;
  for (const address of addresses) {
    const size = encodeAddress(address).length;
    const between = current.length > 0 ? message.separator.length : 0;
    if (
      current.length > 0 &&
      (current.length >= maxPerGroup || length + between + size > maxLength)
    ) {
      groups.push(current);
      current = [];
      length = base + size;
    } else {
      length += between + size;
    }
    current.push(address);
  }
  if (current.length > 0) groups.push(current);
  return {
    fits: true,
    groups: groups.map((group) => ({ addresses: group, url: mailtoUrl(group, message) })),
  };
}
