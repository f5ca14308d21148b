import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import sharp from 'sharp';

/**
 * A real OpenID Connect provider for the tests (oidc-provider 8, issue 17): discovery, signed ID
 * tokens, PKCE required, and one minimal interaction page — an email, an "Email verified" box, and
 * Continue (log in and consent at once) or Cancel (access_denied). Used in-process by the API tests
 * and started by the e2e spec.
 */
export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Signs in as `email` through the interaction, answering the app's callback URL it redirects to. */
  drive: (authorizationUrl: string, answer: ProviderAnswer) => Promise<URL>;
  close: () => Promise<void>;
};

export type ProviderAnswer =
  | { action: 'login'; email: string; isEmailVerified?: boolean; name?: string }
  | { action: 'cancel' };

type Account = { email: string; isEmailVerified: boolean; name: string };

export const subjectOf = (email: string) => `sub-${email.toLowerCase()}`;
/** Where the provider serves each account's photo (its `picture` claim), as Google's photo host does. */
export const pictureOf = (issuer: string, email: string) =>
  `${issuer}/pictures/${encodeURIComponent(subjectOf(email))}.png`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (uid: string, prompt: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head>
<body><main>
<h1>Sign in to the test provider</h1>
<p>Skillora asks for your email and profile (${escapeHtml(prompt)}).</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<p><label>Email <input type="email" name="email"></label></p>
<p><label>Name <input type="text" name="name"></label></p>
<p><label><input type="checkbox" name="verified" value="1" checked> Email verified</label></p>
<button type="submit" name="action" value="login">Continue</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form></main></body></html>`;

async function readForm(req: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcProvider({
  redirectUris,
  port = 0,
  clientId = 'skillora-test',
  clientSecret = 'skillora-test-secret-0123456789',
}: {
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
}): Promise<TestOidcProvider> {
  const accounts = new Map<string, Account>();
  // Every account's photo: a small PNG (the app fetches, checks and re-encodes it).
  const picture = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  let provider: Provider | undefined;
  const server = http.createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith('/pictures/')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      interaction(provider, req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // The ID token carries the profile claims, as Google's does.
    conformIdTokenClaims: false,
    cookies: { keys: ['skillora-test-provider-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.isEmailVerified,
          name: account.name,
          picture: pictureOf(issuer, account.email),
        }),
      };
    },
  };
  provider = new Provider(issuer, configuration);
  // Keeps test logs quiet: a refused request is what several tests are about.
  provider.on('server_error', () => {});

  async function interaction(p: Provider, req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await p.interactionDetails(req, res);
    if (req.method === 'GET') {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(page(details.uid, details.prompt.name));
      return;
    }
    const form = await readForm(req);
    if (form.get('action') !== 'login') {
      await p.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const accountId = details.session?.accountId ?? subjectOf(email);
    if (!details.session?.accountId) {
      accounts.set(accountId, {
        email,
        isEmailVerified: form.get('verified') === '1',
        name: form.get('name')?.trim() || email.split('@')[0] || email,
      });
    }
    const clientIdOf = String(details.params.client_id);
    const grant = details.grantId
      ? ((await p.Grant.find(details.grantId)) ?? new p.Grant({ accountId, clientId: clientIdOf }))
      : new p.Grant({ accountId, clientId: clientIdOf });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await p.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  /** A minimal user agent: keeps the provider's cookies, follows its redirects, posts the form. */
  async function drive(authorizationUrl: string, answer: ProviderAnswer): Promise<URL> {
    const jar = new Map<string, string>();
    const request = async (url: URL, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    };
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== issuer) return url;
      let response: Response;
      if (url.pathname.startsWith('/interaction/')) {
        const form = new URLSearchParams({ action: answer.action });
        if (answer.action === 'login') {
          form.set('email', answer.email);
          if (answer.name) form.set('name', answer.name);
          if (answer.isEmailVerified !== false) form.set('verified', '1');
        }
        response = await request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        });
      } else {
        response = await request(url);
      }
      const location = response.headers.get('location');
      if (!location)
        throw new Error(
          `the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`,
        );
      url = new URL(location, url);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    drive,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
