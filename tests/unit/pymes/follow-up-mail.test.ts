import { describe, expect, it } from 'vitest';
import {
  addressList,
  collectAddresses,
  encodeAddress,
  encodeMailtoText,
  isAddress,
  mailGroups,
  mailtoUrl,
  MAILTO_MAX_LENGTH,
  MAX_ADDRESSES_PER_GROUP,
  type MailMessage,
} from '@/features/pymes/follow-up/follow-up-mail';

const withEmail = (email: string) => ({ user: { email } });

/** `count` distinct addresses of the same length: `p0001@correo.cl`… (15 characters each). */
const addresses = (count: number) =>
  Array.from({ length: count }, (_, index) => `p${String(index).padStart(4, '0')}@correo.cl`);

const plain: MailMessage = { subject: '', body: '', separator: ',' };

/** The addresses of a `mailto:?bcc=…` link, decoded. */
function bccOf(url: string): string[] {
  const match = /^mailto:\?bcc=([^&]*)/.exec(url);
  if (!match?.[1]) return [];
  return match[1].split(/[,;]/).map(decodeURIComponent);
}

describe('collectAddresses', () => {
  it('keeps each address once, whatever its case, as the first pyme writes it, in list order', () => {
    const collected = collectAddresses([
      withEmail('Ana.Rojas@Correo.cl'),
      withEmail('luis@correo.cl'),
      withEmail('ana.rojas@correo.cl'),
      withEmail('  LUIS@CORREO.CL '),
      withEmail('marta@correo.cl'),
    ]);
    expect(collected.addresses).toEqual([
      'Ana.Rojas@Correo.cl',
      'luis@correo.cl',
      'marta@correo.cl',
    ]);
    expect(collected).toMatchObject({ pymes: 5, repeated: 2, withoutEmail: 0, invalid: 0 });
  });

  it('counts the pymes without an e-mail and those whose e-mail is not an address', () => {
    const collected = collectAddresses([
      withEmail(''),
      withEmail('   '),
      withEmail('sin-arroba.cl'),
      withEmail('dos, direcciones@correo.cl'),
      withEmail('ok@correo.cl'),
    ]);
    expect(collected).toEqual({
      addresses: ['ok@correo.cl'],
      pymes: 5,
      withoutEmail: 2,
      invalid: 2,
      repeated: 0,
    });
  });

  it('takes the addresses people have and refuses what would break a list', () => {
    for (const good of ['a@b.cl', 'nombre.apellido+pyme@sub.dominio.cl', "o'higgins@correo.cl"]) {
      expect(isAddress(good), good).toBe(true);
    }
    for (const bad of [
      '',
      'a@b',
      '@b.cl',
      'a@',
      'a b@c.cl',
      'a@b.cl;c@d.cl',
      '<a@b.cl>',
      'a@@b.cl',
    ]) {
      expect(isAddress(bad), bad).toBe(false);
    }
  });
});

describe('addressList', () => {
  it('separates the addresses with the chosen separator and a space, for pasting', () => {
    expect(addressList(['a@b.cl', 'c@d.cl'], ',')).toBe('a@b.cl, c@d.cl');
    expect(addressList(['a@b.cl', 'c@d.cl'], ';')).toBe('a@b.cl; c@d.cl');
    expect(addressList([], ',')).toBe('');
  });
});

describe('encoding', () => {
  it('writes ñ, tildes and spaces as UTF-8 percent-escapes and every line break as %0D%0A', () => {
    expect(encodeMailtoText('Año de diagnóstico')).toBe('A%C3%B1o%20de%20diagn%C3%B3stico');
    expect(encodeMailtoText('Hola:\n\nSaludos')).toBe('Hola%3A%0D%0A%0D%0ASaludos');
    expect(encodeMailtoText('a\r\nb\rc')).toBe('a%0D%0Ab%0D%0Ac');
    expect(encodeMailtoText('¿Qué tal? & más = 100%')).toBe(
      '%C2%BFQu%C3%A9%20tal%3F%20%26%20m%C3%A1s%20%3D%20100%25',
    );
  });

  it('survives a broken emoji pasted in', () => {
    expect(encodeMailtoText('a\uD83Db')).toBe('a%EF%BF%BDb');
  });

  it("keeps an address's @ as is and encodes what a mail program would misread", () => {
    expect(encodeAddress('ana@correo.cl')).toBe('ana@correo.cl');
    expect(encodeAddress('ana+pyme@correo.cl')).toBe('ana%2Bpyme@correo.cl');
    expect(encodeAddress('a&b@correo.cl')).toBe('a%26b@correo.cl');
  });

  it('builds a link with nobody in To, the addresses in BCC, then the subject and body', () => {
    const url = mailtoUrl(['a@b.cl', 'c+1@d.cl'], {
      subject: 'Tu diagnóstico',
      body: 'Hola,\ncontinúa',
      separator: ',',
    });
    expect(url).toBe(
      'mailto:?bcc=a@b.cl,c%2B1@d.cl&subject=Tu%20diagn%C3%B3stico&body=Hola%2C%0D%0Acontin%C3%BAa',
    );
    // A URL parser reads back exactly what was written.
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('');
    expect(parsed.searchParams.get('bcc')).toBe('a@b.cl,c+1@d.cl');
    expect(parsed.searchParams.get('subject')).toBe('Tu diagnóstico');
    expect(parsed.searchParams.get('body')).toBe('Hola,\r\ncontinúa');
  });

  it('leaves out an empty subject or body, and uses the semicolon when asked', () => {
    expect(mailtoUrl(['a@b.cl', 'c@d.cl'], { subject: ' ', body: '', separator: ';' })).toBe(
      'mailto:?bcc=a@b.cl;c@d.cl',
    );
  });
});

describe('mailGroups', () => {
  it('caps a group at 50 addresses when the links are short', () => {
    const result = mailGroups(addresses(120), plain);
    if (!result.fits) throw new Error('expected groups');
    expect(MAX_ADDRESSES_PER_GROUP).toBe(50);
    expect(result.groups.map((group) => group.addresses.length)).toEqual([50, 50, 20]);
    expect(result.groups.flatMap((group) => group.addresses)).toEqual(addresses(120));
    for (const group of result.groups) {
      expect(group.url).toBe(mailtoUrl(group.addresses, plain));
      expect(bccOf(group.url)).toEqual(group.addresses);
    }
  });

  it('splits at the cap exactly: 50 is one group, 51 is two', () => {
    const fifty = mailGroups(addresses(50), plain);
    const fiftyOne = mailGroups(addresses(51), plain);
    expect(fifty.fits && fifty.groups.map((group) => group.addresses.length)).toEqual([50]);
    expect(fiftyOne.fits && fiftyOne.groups.map((group) => group.addresses.length)).toEqual([
      50, 1,
    ]);
  });

  it('fills a link up to the length limit exactly, and one character more starts a new group', () => {
    // "mailto:?bcc=" is 12 characters; each address 15, and a comma between two.
    const base = mailtoUrl([], plain).length;
    expect(base).toBe(12);
    const three = base + 3 * 15 + 2;
    const exact = mailGroups(addresses(4), plain, { maxLength: three });
    const under = mailGroups(addresses(4), plain, { maxLength: three - 1 });
    if (!exact.fits || !under.fits) throw new Error('expected groups');
    expect(exact.groups.map((group) => group.addresses.length)).toEqual([3, 1]);
    expect(exact.groups[0]?.url).toHaveLength(three);
    expect(under.groups.map((group) => group.addresses.length)).toEqual([2, 2]);
  });

  it('never makes a link longer than the limit, with a long Spanish body', () => {
    const message: MailMessage = {
      subject: 'Pymes Digitales: continúa el diagnóstico digital de tu pyme',
      body: 'Hola:\n\nTe recordamos que puedes continuar los diagnósticos de tu pyme, ¿sí?\n\n'.repeat(
        5,
      ),
      separator: ';',
    };
    const mixed = Array.from(
      { length: 300 },
      (_, index) => `${'x'.repeat(index % 40)}${String(index)}+ñ@correo.cl`,
    );
    const result = mailGroups(mixed, message);
    if (!result.fits) throw new Error('expected groups');
    expect(result.groups.length).toBeGreaterThan(6);
    for (const [index, group] of result.groups.entries()) {
      expect(group.url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
      expect(group.addresses.length).toBeLessThanOrEqual(MAX_ADDRESSES_PER_GROUP);
      // Each group but the last is full: its next address would not have fitted.
      const next = result.groups[index + 1]?.addresses[0];
      if (next && group.addresses.length < MAX_ADDRESSES_PER_GROUP) {
        expect(mailtoUrl([...group.addresses, next], message).length).toBeGreaterThan(
          MAILTO_MAX_LENGTH,
        );
      }
    }
    expect(result.groups.flatMap((group) => group.addresses)).toEqual(mixed);
  });

  it('makes no group when the subject and body leave no room for an address, and says by how much', () => {
    const message: MailMessage = { subject: '', body: 'ñ'.repeat(300), separator: ',' };
    // "mailto:?bcc=" (12) + "&body=" (6) + 300 × "%C3%B1" (1 800) + the address (15).
    const result = mailGroups(addresses(3), message);
    expect(result).toEqual({ fits: false, excess: 12 + 6 + 1800 + 15 - MAILTO_MAX_LENGTH });
  });

  it('has no group for no address', () => {
    expect(mailGroups([], plain)).toEqual({ fits: true, groups: [] });
  });
});
