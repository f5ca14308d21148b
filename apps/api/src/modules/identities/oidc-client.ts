import * as oidc from 'openid-client';
import { appUrlOf, type Config } from '../../config';

export type OidcSettings = {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
};

/**
 * The OIDC_* variables, or null when 'Continue with Google' is not configured. The redirect URI's
 * origin is OIDC_REDIRECT_BASE_URL, else the site's own address (APP_URL, else localhost:PORT).
 */
export function oidcSettings(config: Config): OidcSettings | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_BASE_URL } = config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  return {
    issuer: new URL(OIDC_ISSUER),
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    redirectUri: new URL('/api/auth/oidc/callback', OIDC_REDIRECT_BASE_URL ?? appUrlOf(config)).href,
  };
}

/** The checks one authorization request carries, kept server-side until the provider answers. */
export type FlowChecks = { state: string; nonce: string; codeVerifier: string };

/** The ID token's claims Skillora uses. */
export type ProviderClaims = {
  issuer: string;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  name: string | null;
  pictureUrl: string | null;
};

export class ProviderUnreachableError extends Error {}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * openid-client v6 for one issuer: discovery once (retried after a failure), then the
 * authorization-code flow with PKCE (S256), `state` and `nonce` — openid-client checks the ID
 * token's signature, issuer, audience, expiry and nonce, and the code exchange proves the verifier.
 */
export function createOidcClient(settings: OidcSettings) {
  let discovered: Promise<oidc.Configuration> | null = null;

  const configuration = () => {
    discovered ??= oidc
      .discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
        // Plain HTTP only for an issuer on this machine (the tests' provider); Google is HTTPS.
        ...(settings.issuer.protocol === 'http:' && isLoopback(settings.issuer)
          ? { execute: [oidc.allowInsecureRequests] }
          : {}),
      })
      .catch((err: unknown) => {
        discovered = null;
        throw new ProviderUnreachableError(String(err));
      });
    return discovered;
  };

  return {
    newChecks: (): FlowChecks => ({
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    }),

    async authorizationUrl(checks: FlowChecks): Promise<string> {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    },

    /** Exchanges the code; throws on any failed check (state, nonce, PKCE, signature, issuer…). */
    async exchange(query: string, checks: FlowChecks): Promise<ProviderClaims> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, new URL(`${settings.redirectUri}?${query}`), {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        isEmailVerified: claims.email_verified === true,
        name: text(claims.name),
        pictureUrl: text(claims.picture),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
