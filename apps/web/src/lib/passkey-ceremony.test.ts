import { describe, expect, it } from 'vitest';
import { errorText } from './api-client';
import { assertPasskey, PASSKEY_CANCELLED, passkeyRefusal } from './passkey-ceremony';

const domError = (name: string) => Object.assign(new Error('from the browser'), { name });

describe('passkeyRefusal', () => {
  it('words a closed or timed-out dialog, the same device twice, and anything else as the fallback', () => {
    expect(errorText(passkeyRefusal(domError('NotAllowedError'), 'x'), 'y')).toBe(PASSKEY_CANCELLED);
    expect(errorText(passkeyRefusal(domError('AbortError'), 'x'), 'y')).toBe(PASSKEY_CANCELLED);
    expect(errorText(passkeyRefusal(domError('InvalidStateError'), 'x'), 'y')).toBe(
      'This device already has a passkey for your account.',
    );
    expect(errorText(passkeyRefusal(domError('SecurityError'), 'Could not use a passkey'), 'y')).toBe(
      'Could not use a passkey',
    );
  });

  it('says so where the browser has no WebAuthn', async () => {
    await expect(assertPasskey({ challenge: 'abc' })).rejects.toThrow(
      'This browser cannot use passkeys. Try another browser, or sign in with your password.',
    );
  });
});
