import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { oidcSettings } from './oidc-client';

describe('Continue with Google when not configured', () => {
  it('answers that it is not available, and the callback sends the user back to /login', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/api/auth/oidc/start' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'Google sign-in is not available yet. Please use your email and password.',
      });
      const callback = await bare.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/callback?code=x&state=y',
      });
      expect(callback.headers.location).toBe('/login?oidc=unavailable');
    } finally {
      await bare.close();
    }
  });
});

describe('OIDC configuration', () => {
  it('takes issuer, client id and secret together or not at all; the redirect origin defaults to the site', async () => {
    const { loadConfig } = await import('../../config');
    const all = {
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_REDIRECT_BASE_URL: 'https://skillora.example',
    };
    expect(loadConfig(all).OIDC_ISSUER).toBe('https://accounts.google.com');
    expect(loadConfig({}).OIDC_ISSUER).toBeUndefined();
    expect(() => loadConfig({ ...all, OIDC_CLIENT_SECRET: '' })).toThrow(
      'Invalid configuration: OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (OIDC_REDIRECT_BASE_URL only with them)',
    );
    expect(() => loadConfig({ OIDC_REDIRECT_BASE_URL: 'https://skillora.example' })).toThrow(
      /^Invalid configuration: OIDC_ISSUER/,
    );
    const { OIDC_REDIRECT_BASE_URL: _, ...three } = all;
    expect(oidcSettings(loadConfig(three))?.redirectUri).toBe('http://localhost:3000/api/auth/oidc/callback');
    expect(oidcSettings(loadConfig({ ...three, APP_URL: 'https://skillora.example/' }))?.redirectUri).toBe(
      'https://skillora.example/api/auth/oidc/callback',
    );
    expect(oidcSettings(loadConfig(all))?.redirectUri).toBe(
      'https://skillora.example/api/auth/oidc/callback',
    );
    expect(() => loadConfig({ ...all, OIDC_ISSUER: 'ftp://accounts.google.com' })).toThrow(
      /^Invalid configuration: OIDC_ISSUER/,
    );
  });
});
