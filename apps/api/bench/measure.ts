import autocannon from 'autocannon';
import { readServerCpuMs } from './process-cpu';

export type Measurement = {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The measured server's CPU time per answered request (Linux only): a busy machine inflates it less than latency. */
  cpuMsPerRequest?: number;
};

export type Target = {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A fresh client address per request (login's per-IP limit would otherwise measure 429s). */
  spreadIps?: boolean;
};

export type MeasureOptions = {
  seconds: number;
  connections: number;
  /** Caps the total requests per second. */
  rate?: number;
  /** The server's process id, to read its CPU time. */
  pid?: number;
};

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/**
 * Waits until the server has worked off what earlier load left queued: when autocannon stops, each of
 * its connections still has a request in flight, which the server finishes anyway (PGlite runs one
 * query at a time, so for a 30 ms search that is 1.5 s of work). One more request, answered, means the
 * queue ahead of it is done.
 */
export async function drain(base: string, target: Target) {
  await fetch(base + target.path, {
    method: target.method ?? 'GET',
    headers: {
      ...(target.body ? { 'content-type': 'application/json' } : {}),
      ...target.headers,
      ...(target.spreadIps ? { 'x-forwarded-for': nextIp() } : {}),
    },
    body: target.body,
  }).then(
    (res) => res.arrayBuffer(),
    () => undefined,
  );
}

/**
 * Drives one endpoint with autocannon. The server's CPU time is read after it drained, and divided by
 * every request it served: the answered ones, one in flight per connection at the end, and the drain.
 */
export async function measure(base: string, target: Target, opts: MeasureOptions): Promise<Measurement> {
  const cpuBefore = opts.pid ? readServerCpuMs(opts.pid) : null;
  const result = await autocannon({
    url: base + target.path,
    method: target.method ?? 'GET',
    headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers },
    body: target.body,
    connections: opts.connections,
    duration: opts.seconds,
    overallRate: opts.rate,
    requests: target.spreadIps
      ? [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextIp() } }) }]
      : undefined,
  });
  await drain(base, target);
  const cpuAfter = opts.pid ? readServerCpuMs(opts.pid) : null;
  const answered = result.requests.total;
  const served = answered + opts.connections + 1;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(cpuBefore !== null && cpuAfter !== null && answered > 0
      ? { cpuMsPerRequest: Number(((cpuAfter - cpuBefore) / served).toFixed(3)) }
      : {}),
  };
}

/**
 * Runs the endpoint unrecorded first, under the same load, so the JIT and the database's caches are
 * warm when it counts: a fresh server needed several seconds of load to settle.
 */
export async function warmUp(base: string, target: Target, seconds: number, connections: number) {
  if (seconds > 0) await measure(base, target, { seconds, connections });
}
