import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  dateAndHour,
  flag,
  id,
  listOf,
  optionalId,
  pageOf,
  text,
  whole,
} from '@/api/response-schemas';

const row = object({ uuid: id(), name: text(), done: flag(), order: whole() });
const ok = { uuid: 'a', name: 'Uno', done: false, order: 1 };

describe('response schemas', () => {
  it('reads null and missing texts as empty, and refuses a row without its id', async () => {
    expect(await row.validate({ ...ok, name: null })).toEqual({ ...ok, name: '' });
    expect(await row.validate({ uuid: 'a', done: false, order: 1 })).toEqual({ ...ok, name: '' });
    await expect(row.validate({ ...ok, uuid: null })).rejects.toThrow();
    await expect(row.validate({ ...ok, uuid: '' })).rejects.toThrow();
    await expect(row.validate({ ...ok, done: null })).rejects.toThrow();
    await expect(row.validate({ ...ok, order: 'x' })).rejects.toThrow();
    await expect(row.validate(null)).rejects.toThrow();
    await expect(row.validate('<html>')).rejects.toThrow();
  });

  it('reads a list given as an array or as a DRF page', async () => {
    const list = listOf(row);
    expect(await list.validate([ok])).toEqual([ok]);
    expect(await list.validate({ count: 1, next: null, previous: null, results: [ok] })).toEqual([
      ok,
    ]);
    await expect(list.validate(null)).rejects.toThrow();
    await expect(list.validate({ count: 1 })).rejects.toThrow();
    await expect(list.validate([{ ...ok, uuid: null }])).rejects.toThrow();
  });

  it('reads a page, or an array as a one-page list', async () => {
    const page = pageOf(row);
    expect(await page.validate({ count: 1, next: null, previous: null, results: [ok] })).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [ok],
    });
    expect(await page.validate({ count: 3, results: [ok] })).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: [ok],
    });
    expect(await page.validate([ok])).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [ok],
    });
    await expect(page.validate({ results: [ok] })).rejects.toThrow();
    await expect(page.validate(null)).rejects.toThrow();
  });

  it('reads a date pair with null parts as empty', async () => {
    expect(await dateAndHour().validate({ date: null, hour: '10:00' })).toEqual({
      date: '',
      hour: '10:00',
    });
  });

  it('reads an optional id that is missing, null or empty as null, and keeps the row', async () => {
    const withToken = object({ uuid: id(), token: optionalId() });
    expect(await withToken.validate({ uuid: 'a', token: 't.1' })).toEqual({
      uuid: 'a',
      token: 't.1',
    });
    for (const token of [undefined, null, '']) {
      expect(await withToken.validate({ uuid: 'a', token })).toEqual({ uuid: 'a', token: null });
    }
    expect(await withToken.validate({ uuid: 'a' })).toEqual({ uuid: 'a', token: null });
    await expect(withToken.validate({ uuid: 'a', token: { forged: true } })).rejects.toThrow();
  });
});
