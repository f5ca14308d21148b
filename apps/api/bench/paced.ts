import net from 'node:net';
import type { Measurement, Target } from './measure';
import { readServerCpuMs } from './process-cpu';

type Pending = { due: number };

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One keep-alive connection that sends a request and reads back one response at a time. */
class Connection {
  readonly socket: net.Socket;
  private head: Buffer | null = null;
  private received = 0;
  private expected = -1;
  private status = 0;
  current: Pending | null = null;
  private isClosed = false;

  constructor(
    port: number,
    private readonly request: Buffer,
    private readonly onDone: (conn: Connection, pending: Pending, status: number) => void,
    onError: (conn: Connection) => void,
  ) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk) => this.read(chunk));
    const closed = () => {
      if (this.isClosed) return;
      this.isClosed = true;
      onError(this);
    };
    this.socket.on('error', closed);
    this.socket.on('close', closed);
  }

  send(pending: Pending) {
    this.current = pending;
    this.socket.write(this.request);
  }

  /**
   * Enough HTTP/1.1 to find the end of a response (the app always sends a content-length). Only the
   * head is kept; body bytes are counted, not copied.
   */
  private read(chunk: Buffer) {
    if (this.expected < 0) {
      this.head = this.head ? Buffer.concat([this.head, chunk]) : chunk;
      const end = this.head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.head.toString('latin1', 0, end);
      if (/\r\ntransfer-encoding:/i.test(head)) throw new Error('chunked answers are not supported');
      this.status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      this.expected = end + 4 + (length ? Number(length[1]) : 0);
      this.received = this.head.length;
      this.head = null;
    } else {
      this.received += chunk.length;
    }
    if (this.received < this.expected) return;
    const pending = this.current!;
    this.expected = -1;
    this.current = null;
    this.onDone(this, pending, this.status);
  }
}

/**
 * Sends GETs at a constant rate, evenly spaced (as wrk2 does), over as many keep-alive connections as
 * it takes, and times each request from the moment it was due: waiting for a connection counts.
 * autocannon's rate limit sends each connection's share of a second back to back at the start of
 * the second, which measures a burst every second rather than a steady load.
 */
export async function measurePaced(
  base: string,
  target: Target,
  opts: { rate: number; seconds: number; pid?: number; maxConnections?: number },
): Promise<Measurement> {
  const url = new URL(base + target.path);
  const headers = Object.entries({ host: url.host, ...target.headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const request = Buffer.from(`GET ${url.pathname}${url.search} HTTP/1.1\r\n${headers}\r\n`, 'latin1');
  const port = Number(url.port);
  const total = Math.max(1, Math.round(opts.rate * opts.seconds));
  const interval = 1000 / opts.rate;
  const maxConnections = opts.maxConnections ?? 256;
  const latencies = new Float64Array(total);
  const all = new Set<Connection>();
  const idle: Connection[] = [];
  const waiting: Pending[] = [];
  let connections = 0;
  let done = 0;
  let non2xx = 0;
  let errors = 0;
  let sent = 0;

  const cpuBefore = opts.pid ? readServerCpuMs(opts.pid) : null;
  const started = performance.now() + 5;
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const complete = (pending: Pending, status: number | null) => {
    if (status === null) errors += 1;
    else if (status < 200 || status >= 400) non2xx += 1;
    latencies[done] = performance.now() - pending.due;
    done += 1;
    if (done === total) finish();
  };
  const onDone = (conn: Connection, pending: Pending, status: number) => {
    complete(pending, status);
    const next = waiting.shift();
    if (next) conn.send(next);
    else idle.push(conn);
  };
  const onError = (conn: Connection) => {
    const index = idle.indexOf(conn);
    if (index >= 0) idle.splice(index, 1);
    if (conn.current) complete(conn.current, null);
    conn.current = null;
    all.delete(conn);
    connections -= 1;
  };
  const dispatch = (pending: Pending) => {
    const conn = idle.pop();
    if (conn) conn.send(pending);
    else if (connections < maxConnections) {
      connections += 1;
      const fresh = new Connection(port, request, onDone, onError);
      all.add(fresh);
      fresh.send(pending);
    } else waiting.push(pending);
  };

  const tick = () => {
    const now = performance.now();
    while (sent < total && started + sent * interval <= now) {
      dispatch({ due: started + sent * interval });
      sent += 1;
    }
    if (sent < total) setTimeout(tick, 1);
  };
  setTimeout(tick, 5);
  const timeout = setTimeout(finish, (opts.seconds + 30) * 1000);
  await finished;
  clearTimeout(timeout);
  const elapsedMs = performance.now() - started;
  const cpuAfter = opts.pid ? readServerCpuMs(opts.pid) : null;
  for (const conn of all) conn.socket.destroy();

  const sorted = latencies.subarray(0, done).sort();
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rps: Math.round((done * 1000) / elapsedMs),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    non2xx,
    errors: errors + (total - done),
    ...(cpuBefore !== null && cpuAfter !== null && done > 0
      ? { cpuMsPerRequest: Number(((cpuAfter - cpuBefore) / done).toFixed(3)) }
      : {}),
  };
}
