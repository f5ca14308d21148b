import { createHash } from 'node:crypto';

/** What Stripe.js needs (Stripe's CSP guidance): its script, its API, its 3-D Secure frames. */
const STRIPE_JS = {
  script: 'https://js.stripe.com',
  connect: 'https://api.stripe.com',
  frame: 'https://js.stripe.com https://hooks.stripe.com',
};

/**
 * The content security policy; `scriptHashes` allow the page's own inline scripts (and nothing else
 * inline), which index.html needs to set the theme before first paint without a blocking request.
 * `stripe` opens what Stripe.js needs, only when the server has a publishable key (ADR 035).
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  options: { stripe?: boolean } = {},
): string {
  const stripe = options.stripe ?? false;
  return [
    "default-src 'self'",
    [
      "script-src 'self'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...(stripe ? [STRIPE_JS.script] : []),
    ].join(' '),
    // Toast and dialog libraries inject style tags; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    stripe ? `connect-src 'self' ${STRIPE_JS.connect}` : "connect-src 'self'",
    ...(stripe ? [`frame-src ${STRIPE_JS.frame}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join(';');
}

/** CSP source hashes of the attribute-less `<script>` elements of a page we build ourselves. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `sha256-${createHash('sha256').update(code!).digest('base64')}`,
  );
}

/**
 * The security headers of every response, built once. They are what helmet 8 sent for this
 * configuration; @fastify/helmet re-ran helmet's option parsing on every request, about 15 % of the
 * CPU of GET /api/health (docs/decisions/011-benchmarks.md).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy(),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor did more harm than good; "0" turns it off in browsers that still have it.
  'x-xss-protection': '0',
};

/** HSTS only means something over HTTPS; it is added when the request came that way. */
export const HSTS = 'max-age=31536000; includeSubDomains';
