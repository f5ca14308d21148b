import { describe, expect, it } from 'vitest';
import { actionKeys } from './action-key';
import { ApiError } from './api-client';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const networkError = new ApiError('Failed to update the milestone', 0, false);

describe('actionKeys', () => {
  it('keeps one key for every attempt of an action whose answer was lost', () => {
    const keys = actionKeys(counter());
    const approve = { milestoneId: 'm1', action: 'approve' };
    expect(keys.attempt(approve)).toBe('key-1');
    keys.settle(networkError);
    expect(keys.attempt(approve)).toBe('key-1'); // the user's retry click
    keys.settle(new ApiError('Server error', 503, false));
    expect(keys.attempt(approve)).toBe('key-1');
  });

  it('keeps the key while an attempt is still pending (a double click)', () => {
    const keys = actionKeys(counter());
    expect(keys.attempt({ amountCents: 500 })).toBe('key-1');
    expect(keys.attempt({ amountCents: 500 })).toBe('key-1');
  });

  it('makes a new key after a success', () => {
    const keys = actionKeys(counter());
    expect(keys.attempt({ amountCents: 500 })).toBe('key-1');
    keys.settle();
    expect(keys.attempt({ amountCents: 500 })).toBe('key-2');
  });

  it('makes a new key after a refusal, which the same key would only replay', () => {
    const keys = actionKeys(counter());
    expect(keys.attempt({ amountCents: 500 })).toBe('key-1');
    keys.settle(new ApiError('You can withdraw at most $0.00', 409, true));
    expect(keys.attempt({ amountCents: 500 })).toBe('key-2');
  });

  it('makes a new key when the input changed', () => {
    const keys = actionKeys(counter());
    expect(keys.attempt({ amountCents: 500 })).toBe('key-1');
    keys.settle(networkError);
    expect(keys.attempt({ amountCents: 700 })).toBe('key-2');
    expect(keys.attempt({ amountCents: 500 })).toBe('key-3');
  });
});
