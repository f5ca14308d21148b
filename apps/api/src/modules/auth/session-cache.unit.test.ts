import type { SessionUser } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const user = (name: string) => ({
  sessionId: `session-${name}`,
  user: {
    id: `id-${name}`,
    name,
    email: `${name}@example.com`,
    role: 'client',
    status: 'active',
    profilePic: null,
    photoUrl: null,
  } satisfies SessionUser,
});

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const farFuture = new Date(Date.now() + 7 * 24 * 3_600_000);

describe('session cache', () => {
  it('answers a stored session until its time to live has passed', () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 60_000, now: time.now });
    cache.set('a', user('ada'), cache.generation(), farFuture);
    time.advance(59_999);
    expect(cache.get('a')?.user.name).toBe('ada');
    time.advance(1);
    expect(cache.get('a')).toBeNull();
  });

  it('never outlives the session itself', () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 60_000, now: time.now });
    cache.set('a', user('ada'), cache.generation(), new Date(time.now() + 5_000));
    time.advance(5_000);
    expect(cache.get('a')).toBeNull();
  });

  it('forgets everything on clear(), and refuses what a lookup begun before it read', () => {
    const cache = createSessionCache();
    cache.set('a', user('ada'), cache.generation(), farFuture);
    const startedBeforeBlock = cache.generation();
    cache.clear();
    expect(cache.get('a')).toBeNull();
    cache.set('b', user('bea'), startedBeforeBlock, farFuture);
    expect(cache.get('b')).toBeNull();
    cache.set('b', user('bea'), cache.generation(), farFuture);
    expect(cache.get('b')?.user.name).toBe('bea');
  });

  it('makes room by dropping the oldest entry', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    for (const name of ['ada', 'bea', 'cy']) cache.set(name, user(name), cache.generation(), farFuture);
    expect(cache.get('ada')).toBeNull();
    expect(cache.get('bea')?.user.name).toBe('bea');
    expect(cache.get('cy')?.user.name).toBe('cy');
  });

  it("hands out a frozen user, so one request cannot change another one's", () => {
    const cache = createSessionCache();
    cache.set('a', user('ada'), cache.generation(), farFuture);
    expect(Object.isFrozen(cache.get('a'))).toBe(true);
    expect(Object.isFrozen(cache.get('a')?.user)).toBe(true);
  });
});
