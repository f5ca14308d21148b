import { describe, expect, it } from 'vitest';
import type { FreelancerSide, JobSide } from './ranker';
import { cachedByText, LruCache } from './text-cache';
import { jobWords, profileWords } from './text-features';

const profile = (fields: Partial<FreelancerSide> = {}): FreelancerSide => ({
  title: 'Ceramics technician',
  overview: 'Kiln schedules for pottery studios.',
  portfolio: '',
  categoryId: null,
  skills: [{ id: 'skill-glaze', name: 'Glaze chemistry' }],
  hourlyRateCents: 4_000,
  reputation: null,
  ...fields,
});

const job = (fields: Partial<JobSide> = {}): JobSide => ({
  title: 'Kiln schedules',
  description: 'Written firing schedules for our pottery studio.',
  categoryId: null,
  skills: [],
  budget: null,
  ...fields,
});

describe('LruCache', () => {
  it('drops the least recently used entry past its size, a read counting as a use', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });

  it('replaces a value set again without growing', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect([cache.get('a'), cache.size]).toEqual([2, 1]);
  });
});

describe('cachedByText', () => {
  it('computes once per text, for another object with the same text too, and again when the text changes', () => {
    const computed: string[] = [];
    const lengthOf = cachedByText(
      (o: { text: string }) => o.text,
      (o) => {
        computed.push(o.text);
        return o.text.length;
      },
      10,
    );
    const first = { text: 'pottery' };
    expect([lengthOf(first), lengthOf(first), lengthOf({ text: 'pottery' })]).toEqual([7, 7, 7]);
    expect(computed).toEqual(['pottery']);
    expect(lengthOf({ text: 'pottery studio' })).toBe(14);
    expect(computed).toEqual(['pottery', 'pottery studio']);
  });

  it('computes again once the text fell out of the cache', () => {
    let runs = 0;
    const read = cachedByText(
      (o: { text: string }) => o.text,
      () => ++runs,
      1,
    );
    read({ text: 'a' });
    read({ text: 'b' });
    expect(read({ text: 'a' })).toBe(3);
  });
});

describe("a profile's and a job's words", () => {
  it('are shared between equal profiles, and read afresh when any field they come from changes', () => {
    const words = profileWords(profile());
    expect(profileWords(profile())).toBe(words);
    expect(words.stems.has('kiln')).toBe(true);
    for (const change of [
      { title: 'Ceramics teacher' },
      { overview: 'Raku firing.' },
      { portfolio: 'A salt kiln.' },
      { skills: [{ id: 'skill-glaze', name: 'Glazing' }] },
    ]) {
      const changed = profileWords(profile(change));
      expect(changed).not.toBe(words);
      expect(changed).toEqual(profileWords({ ...profile(change), hourlyRateCents: 1 }));
    }
    expect(profileWords(profile({ overview: 'Raku firing.' })).stems.has('raku')).toBe(true);
  });

  it('keep fields apart: moving words between fields is another profile', () => {
    const a = profileWords(profile({ title: 'Kiln', overview: 'schedules' }));
    const b = profileWords(profile({ title: 'Kiln schedules', overview: '' }));
    expect(a).not.toBe(b);
    expect(a.pairs.has('kiln schedule')).toBe(false);
    expect(b.pairs.has('kiln schedule')).toBe(true);
  });

  it('of a job: shared between equal posts, read afresh when the title or description changes', () => {
    const words = jobWords(job());
    expect(jobWords(job({ budget: { type: 'fixed', amountCents: 100 } }))).toBe(words);
    expect(jobWords(job({ description: 'Glaze recipes.' }))).not.toBe(words);
    expect(jobWords(job({ title: 'Kiln' }))).not.toBe(words);
    expect(words.pairs.map((p) => p.tokens.map((t) => t.word).join(' '))).toEqual([
      'kiln schedules',
      'written firing',
      'firing schedules',
      'pottery studio',
    ]);
    expect(words.weightOf.get('kiln')).toBe(2);
    expect(words.weightOf.get('pottery')).toBe(1);
  });
});
