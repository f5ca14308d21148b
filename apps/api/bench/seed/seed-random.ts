import { createHash } from 'node:crypto';

/**
 * mulberry32: small, fast and the same sequence for the same seed everywhere, so the large data set
 * is the same rows on every run and on both engines.
 */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}

export type Random = ReturnType<typeof createRandom>;

/**
 * A stable id for a seeded row, from its key: an md5 shaped as a version-4 UUID (the API's
 * z.uuid() accepts only RFC variants). uuidSql() computes the same in SQL for rows made set-wise.
 */
export function stableUuid(key: string): string {
  const h = createHash('md5').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** SQL text of stableUuid() over a text expression (the same characters, 1-based). */
export const stableUuidSql = (keyExpression: string) =>
  `(select (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-a' || substr(h, 18, 3) || '-' || substr(h, 21, 12))::uuid from md5(${keyExpression}) as h)`;
