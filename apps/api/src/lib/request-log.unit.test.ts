import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './request-log';

describe('the request log line', () => {
  it('keeps the path and harmless parameters, and hides sign-in codes, states and tokens', () => {
    expect(withoutSecrets('/api/auth/oidc/callback?code=abc123&state=s-9&iss=x')).toBe(
      '/api/auth/oidc/callback?code=[redacted]&state=[redacted]&iss=x',
    );
    expect(withoutSecrets('/api/notifications/unsubscribe?token=t.sig')).toBe(
      '/api/notifications/unsubscribe?token=[redacted]',
    );
    expect(withoutSecrets('/api/jobs?q=postcode&page=2')).toBe('/api/jobs?q=postcode&page=2');
  });
});
