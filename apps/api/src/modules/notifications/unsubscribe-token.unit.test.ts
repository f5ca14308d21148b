import { describe, expect, it } from 'vitest';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';

const KEY = 'a-fixed-test-key';
const USER = '6f1c9a52-3a61-4d7e-9a0b-2b1f1d2e3c4d';

describe('unsubscribe tokens', () => {
  it('name the user and the kind they were made for', () => {
    const token = signUnsubscribe(KEY, USER, 'milestone_funded');
    expect(verifyUnsubscribe(KEY, token)).toEqual({ userId: USER, kind: 'milestone_funded' });
  });

  it('refuse another key, another kind, another user, and junk', () => {
    const token = signUnsubscribe(KEY, USER, 'milestone_funded');
    const [, , signature] = token.split('.');
    expect(verifyUnsubscribe('another-key', token)).toBeNull();
    expect(verifyUnsubscribe(KEY, `${USER}.payout_sent.${signature}`)).toBeNull();
    expect(verifyUnsubscribe(KEY, `${USER.replace('6f', '7f')}.milestone_funded.${signature}`)).toBeNull();
    for (const junk of [
      '',
      '...',
      `${USER}.milestone_funded`,
      `${token}.x`,
      `x.milestone_funded.${signature}`,
    ]) {
      expect(verifyUnsubscribe(KEY, junk)).toBeNull();
    }
  });
});
