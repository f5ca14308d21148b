import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCachedAnswer, matchesEtag, pickContentCoding } from './cached-answer';

/** A loader whose answers the test releases one by one, counting the loads. */
function controlledLoader() {
  const waiting: Array<(value: unknown) => void> = [];
  return {
    load: () => new Promise((resolve) => waiting.push(resolve)),
    get loads() {
      return waiting.length;
    },
    release: (index: number, value: unknown) => waiting[index]!(value),
  };
}

describe('createCachedAnswer', () => {
  it('loads once within the TTL and again after it', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createCachedAnswer(async () => ({ n: ++loads }), { ttlMs: 1000, now: () => clock });
    expect((await cache.get()).body).toBe('{"n":1}');
    clock = 999;
    expect((await cache.get()).body).toBe('{"n":1}');
    clock = 1000;
    expect((await cache.get()).body).toBe('{"n":2}');
  });

  it('loads again at once after invalidate()', async () => {
    let loads = 0;
    const cache = createCachedAnswer(async () => ({ n: ++loads }), { ttlMs: 60_000 });
    await cache.get();
    cache.invalidate();
    expect((await cache.get()).body).toBe('{"n":2}');
  });

  it('shares one load between requests that miss together', async () => {
    const loader = controlledLoader();
    const cache = createCachedAnswer(loader.load, { ttlMs: 60_000 });
    const both = Promise.all([cache.get(), cache.get()]);
    expect(loader.loads).toBe(1);
    loader.release(0, { ok: true });
    const [a, b] = await both;
    expect(a).toBe(b);
  });

  it('never keeps, nor hands to later requests, what a load read before a change', async () => {
    const loader = controlledLoader();
    const cache = createCachedAnswer(loader.load, { ttlMs: 60_000 });
    const before = cache.get();
    cache.invalidate();
    const after = cache.get();
    expect(loader.loads).toBe(2);
    loader.release(1, { name: 'new' });
    loader.release(0, { name: 'old' });
    expect((await before).body).toBe('{"name":"old"}');
    expect((await after).body).toBe('{"name":"new"}');
    expect((await cache.get()).body).toBe('{"name":"new"}');
  });

  it('keeps the ETag and the compressed forms when a reload reads the same content', async () => {
    let clock = 0;
    let version = 1;
    const cache = createCachedAnswer(async () => ({ version }), { ttlMs: 10, now: () => clock });
    const first = await cache.get();
    const br = first.encoded('br');
    clock = 10;
    const same = await cache.get();
    expect(same.etag).toBe(first.etag);
    expect(same.encoded('br')).toBe(br);
    version = 2;
    clock = 20;
    expect((await cache.get()).etag).not.toBe(first.etag);
  });

  it('compresses to the same bytes as the body, with a weak ETag', async () => {
    const cache = createCachedAnswer(async () => ({ data: Array.from({ length: 50 }, (_, i) => i) }), {
      ttlMs: 1000,
    });
    const answer = await cache.get();
    expect(answer.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(brotliDecompressSync(answer.encoded('br')).toString()).toBe(answer.body);
    expect(gunzipSync(answer.encoded('gzip')).toString()).toBe(answer.body);
  });
});

describe('matchesEtag', () => {
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
  ])('If-None-Match %s against W/"abc": %s', (header, expected) => {
    expect(matchesEtag(header, 'W/"abc"')).toBe(expected);
  });
});

describe('pickContentCoding', () => {
  it.each([
    [undefined, null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['deflate', null],
    ['*;q=0', null],
  ])('Accept-Encoding %s: %s', (header, expected) => {
    expect(pickContentCoding(header)).toBe(expected);
  });
});
