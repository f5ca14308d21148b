import { OIDC_OUTCOMES } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { readOidcOutcome } from './oidc-messages';

describe('readOidcOutcome', () => {
  it('has a text for every outcome the API sends', () => {
    for (const outcome of OIDC_OUTCOMES) expect(readOidcOutcome(outcome)?.message).toMatch(/\w/);
    expect(readOidcOutcome('cancelled')).toEqual({
      outcome: 'cancelled',
      message: 'Google sign-in was cancelled.',
    });
  });

  it('shows nothing for a missing or unknown value (never text from the URL)', () => {
    expect(readOidcOutcome(null)).toBeNull();
    expect(readOidcOutcome('<b>Your account was hacked</b>')).toBeNull();
    expect(readOidcOutcome('toString')).toBeNull();
  });
});
