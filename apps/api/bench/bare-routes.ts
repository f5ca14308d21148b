import { writeFileSync } from 'node:fs';
import type { Target } from './measure';

/** Set per connection or per response by Node itself; the bare server sends its own. */
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/**
 * Records what the app answers to each target (status, headers, body bytes) for bare-server.mjs, and
 * fails if any target does not answer 2xx: a benchmark of error pages would measure the wrong thing.
 */
export async function recordAnswers(base: string, targets: Target[], file: string) {
  const routes: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const target of targets) {
    // Uncompressed, as autocannon asks (fetch would otherwise ask for gzip and unpack it).
    const res = await fetch(base + target.path, {
      headers: { ...target.headers, 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${target.path} answered ${res.status}: ${body.toString()}`);
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
    });
    routes[`GET ${target.path}`] = { status: res.status, headers, body: body.toString('base64') };
  }
  writeFileSync(file, JSON.stringify(routes));
}
