import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './build-test-app';
import { createUser, loginAs } from './factories';
import { rawRows } from './raw-rows';

// Property-based: every endpoint the OpenAPI document lists, fed hostile input as every kind of user.
// Never a 5xx, always `{ error }` without internals; a rejected request or any GET leaves the data as it was.

// CI is red only when the code is: a fixed seed and run count unless `npm run fuzz` (scripts/fuzz.mjs)
// asks for a random, longer campaign. The seed is printed so any failure can be replayed.
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_124;
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

let ctx: TestContext;
let cookies: Array<string | undefined>;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  ctx = await buildTestApp({ TRUST_PROXY: 'true' });
  const sessions = await Promise.all(
    (['client', 'freelancer', 'admin'] as const).map(async (role) => {
      const user = await createUser(ctx.db.db, { role });
      return (await loginAs(ctx.app, user.email)).cookie;
    }),
  );
  cookies = [undefined, ...sessions];
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => ctx.close());

/** Every table's rows, hashed — except those a rejected request may legitimately touch. */
async function fingerprint(): Promise<string> {
  const tables = await rawRows<{ table_name: string }>(
    ctx.db.db,
    sql`select table_name from information_schema.tables where table_schema = 'public'
        and table_name not in ('sessions', 'email_codes') and table_name not like '\\_\\_%' order by 1`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [first] = await rawRows<{ f: string }>(
      ctx.db.db,
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f from "${table_name}" t`,
      ),
    );
    parts.push(`${table_name}=${first?.f}`);
  }
  return parts.join(';');
}

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u0000',
    '\uD800',
    '../../etc/passwd',
    '%00',
    '{{7*7}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4shell probe, sent as plain text
    '${jndi:ldap://x}',
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  // Not text: NUL and unpaired surrogates anywhere in an otherwise ordinary string.
  fc
    .tuple(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('\u0000', '\uD800', '\uDFFF'),
      fc.string({ maxLength: 20 }),
    )
    .map(([before, bad, after]) => before + bad + after),
);
/** Whole numbers around and far past PostgreSQL's `integer`. */
const hugeNumber = fc.oneof(
  fc.constantFrom(2_147_483_648, -2_147_483_649, 2 ** 53, 1e20),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(Number),
);
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    hugeNumber,
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        hostileString,
        fc.constantFrom('name', 'email', 'password', 'otp', 'role', '__proto__', 'constructor'),
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;
const deepNesting = fc
  .integer({ min: 500, max: 3000 })
  .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);
const rawBody = fc.oneof(
  hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
  deepNesting,
  fc.constantFrom('{"name": "\\ud800"}', '{"a":', '\u00ff\u00fe', 'null', '[]', '""'),
);
const safeEncode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ZZ'; // a lone surrogate: send a malformed escape instead
  }
};
const pathParam = fc.oneof(
  fc.constant('00000000-0000-4000-8000-000000000000'),
  hostileString.map((s) => safeEncode(s.slice(0, 200))),
  fc.uuid(),
);
const queryString = fc
  .dictionary(
    fc.constantFrom(
      'role',
      'search',
      'sort',
      'order',
      'page',
      'limit',
      'q',
      'status',
      'budgetMin',
      'budgetMax',
      'skills',
      'category',
    ),
    fc.oneof(
      hostileString.map((s) => s.slice(0, 300)),
      hugeNumber.map(String),
      fc.constantFrom('2147483648', '-2147483649', '1e12'),
    ),
    { maxKeys: 4 },
  )
  .map((q) => new URLSearchParams(q).toString());

describe('hostile input on every endpoint', () => {
  it('never answers 5xx or leaks internals, and rejected requests change nothing', {
    timeout: Math.max(180_000, RUNS * 600),
  }, async () => {
    expect(routes.length).toBeGreaterThan(10);
    let before = await fingerprint();
    console.info(`hostile input: seed ${SEED}, ${RUNS} runs (replay with FUZZ_SEED=${SEED})`);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: routes.length - 1 }),
        fc.nat({ max: 3 }),
        rawBody,
        pathParam,
        queryString,
        fc.boolean(),
        fc.ipV4(),
        async (routeIndex, who, body, param, query, sendInvalidUtf8, ip) => {
          const route = routes[routeIndex]!;
          const isLogout = route.path === '/api/auth/logout';
          const url = `${route.path.replace(/\{[^}]+\}/g, param)}${query ? `?${query}` : ''}`;
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const payload = hasBody
            ? sendInvalidUtf8
              ? Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])
              : body
            : undefined;
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url,
            payload,
            headers: {
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
              ...(cookies[who] && !isLogout ? { cookie: cookies[who] } : {}),
              'x-forwarded-for': ip,
            },
          });
          expect(res.statusCode, `${route.method} ${url} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const json = res.json() as Record<string, unknown>;
            expect(Object.keys(json)).toEqual(['error']);
            expect(typeof json.error).toBe('string');
            expect(res.body).not.toMatch(/\n\s+at |node_modules|Drizzle|SELECT |syntax error/i);
          }
          // A rejected request, and any GET, leaves the data as it was.
          const after = await fingerprint();
          if (res.statusCode >= 400 || route.method === 'GET') {
            expect(after, `${route.method} ${url} (${res.statusCode}) changed data`).toBe(before);
          }
          before = after;
        },
      ),
      {
        numRuns: RUNS,
        seed: SEED,
      },
    );
  });
});
