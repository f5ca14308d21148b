import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

describe('contentSecurityPolicy', () => {
  it('opens Stripe.js’s script, API and 3-D Secure frames only when the server has a publishable key', () => {
    const closed = contentSecurityPolicy(['sha256-abc']);
    expect(closed).not.toContain('stripe.com');
    expect(closed).toContain("script-src 'self' 'sha256-abc';");
    const open = contentSecurityPolicy(['sha256-abc'], { stripe: true }).split(';');
    expect(open).toEqual(
      expect.arrayContaining([
        "script-src 'self' 'sha256-abc' https://js.stripe.com",
        "connect-src 'self' https://api.stripe.com",
        'frame-src https://js.stripe.com https://hooks.stripe.com',
        "default-src 'self'",
      ]),
    );
  });
});
