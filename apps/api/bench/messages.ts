// `npm run bench:messages` (issue 16, ADR 022): messages across two API instances on one PostgreSQL.
//   1. delivery latency: POST /api/conversations/:id/messages on instance A → `message.created` on
//      the recipient's open stream on instance B, p50/p99, one message at a time;
//   2. throughput: messages per second sustained by BENCH_SENDERS concurrent senders for
//      BENCH_SECONDS, each message delivered to its recipient's stream on B, and the latency then.
// BENCH_STREAMS (1000) streams stay open on B the whole time: both parties of BENCH_STREAMS / 2
// conversations. Through Redis pub/sub (BENCH_REDIS_URL, default redis://127.0.0.1:6379/4) and
// through LISTEN/NOTIFY. Needs BENCH_DATABASE_URL (or DATABASE_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DbHandle, openDatabase } from '../src/db/client';
import { listenOnRandomPort, openStream } from '../test/sse-client';
import { latencySummary, adminQuery as runAdminQuery } from './latency';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 16);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/4';
const root = path.resolve(import.meta.dirname, '../../..');

const summary = (values: number[]) => latencySummary(values, 1);
const adminQuery = (statement: string) => runAdminQuery(SERVER_URL, statement);

async function appOn(db: DbHandle, extra: Record<string, string>): Promise<App> {
  // One host opens every stream: no per-IP connection cap (ADR 015).
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'unused',
    MAX_CONNECTIONS_PER_IP: '0',
    ...extra,
  });
  return buildApp({ config, db });
}

type Party = { userId: string; cookie: string };
type Pair = { conversationId: string; client: Party; freelancer: Party };

/** STREAMS / 2 conversations, each between its own client and freelancer, written straight in SQL. */
async function seed(app: App): Promise<Pair[]> {
  const count = Math.max(1, Math.floor(STREAMS / 2));
  const tag = Date.now();
  const { rows } = await app.db.execute<{
    conversation_id: string;
    client_id: string;
    freelancer_id: string;
  }>(sql`
    with cat as (insert into categories (name) values (${`Bench ${tag}`}) returning id),
    n as (select generate_series(1, ${count}) as i),
    c as (insert into users (name, email, password_hash, role)
      select 'Client ' || i, 'bc-' || i || '-' || ${tag} || '@example.com', 'x', 'client' from n returning id, name),
    f as (insert into users (name, email, password_hash, role)
      select 'Freelancer ' || i, 'bf-' || i || '-' || ${tag} || '@example.com', 'x', 'freelancer' from n returning id, name),
    pairs as (select c.id as client_id, f.id as freelancer_id from c join f on substr(c.name, 8) = substr(f.name, 12)),
    j as (insert into jobs (client_id, title, description, category_id, budget_type, budget_min_cents, budget_max_cents,
        experience_level, duration, status, published_at)
      select p.client_id, 'Bench job', 'A job to talk about', (select id from cat), 'fixed', 100000, 100000,
        'intermediate', '1_to_3_months', 'open', now() from pairs p returning id, client_id),
    conv as (insert into conversations (job_id, client_id, freelancer_id)
      select j.id, j.client_id, p.freelancer_id from j join pairs p on p.client_id = j.client_id
      returning id, client_id, freelancer_id)
    select id as conversation_id, client_id, freelancer_id from conv`);
  const party = async (userId: string) => ({
    userId,
    cookie: `accessToken=${await app.sessions.create(userId)}`,
  });
  const pairs: Pair[] = [];
  for (const r of rows)
    pairs.push({
      conversationId: r.conversation_id,
      client: await party(r.client_id),
      freelancer: await party(r.freelancer_id),
    });
  return pairs;
}

type OpenStream = Awaited<ReturnType<typeof openStream>>;

async function run(label: string, a: App, b: App, pairs: Pair[]) {
  const baseUrl = await listenOnRandomPort(b);
  const streams = new Map<string, OpenStream>();
  for (const pair of pairs)
    for (const p of [pair.client, pair.freelancer])
      streams.set(p.userId, await openStream(baseUrl, p.cookie));
  await Promise.all([...streams.values()].map((s) => s.next('ready', 0, 30_000)));

  // Round robin over every party: the per-user send limit (30 a minute) is never the bottleneck.
  let turn = 0;
  const nextSend = () => {
    const pair = pairs[turn % pairs.length]!;
    const fromClient = Math.floor(turn / pairs.length) % 2 === 0;
    turn++;
    return fromClient
      ? { pair, from: pair.client, to: pair.freelancer }
      : { pair, from: pair.freelancer, to: pair.client };
  };
  async function sendAndAwait() {
    const { pair, from, to } = nextSend();
    const stream = streams.get(to.userId)!;
    const seen = stream.events.length;
    const started = performance.now();
    const res = await a.inject({
      method: 'POST',
      url: `/api/conversations/${pair.conversationId}/messages`,
      headers: { cookie: from.cookie },
      payload: { text: `bench ${turn}` },
    });
    if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
    answered.push(performance.now() - started);
    const id = res.json<{ data: { id: string } }>().data.id;
    for (let from = seen; ; ) {
      const event = await stream.next('message.created', from, 10_000);
      if (event.data.messageId === id) break;
      from = stream.events.indexOf(event) + 1;
    }
    return performance.now() - started;
  }

  const answered: number[] = [];
  const single: number[] = [];
  for (let i = 0; i < SAMPLES; i++) single.push(await sendAndAwait());
  console.log(
    `${label}: delivery POST on A → stream on B, one at a time, ${streams.size} streams: ${summary(single)}`,
  );

  const underLoad: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (performance.now() < deadline) underLoad.push(await sendAndAwait());
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `${label}: sustained ${(underLoad.length / elapsed).toFixed(0)} messages/s delivered (${SENDERS} senders, ${SECONDS} s, ${streams.size} streams); latency then ${summary(underLoad)}, POST answered ${summary(answered)}`,
  );
  await Promise.all([...streams.values()].map((s) => s.close()));
}

async function main() {
  if (!SERVER_URL) {
    console.log('bench:messages needs PostgreSQL: set BENCH_DATABASE_URL');
    return;
  }
  console.log(`${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}`);
  const name = `skillora_bench_messages_${Date.now()}`;
  await adminQuery(`create database ${name}`);
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  const url = u.toString();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skillora-bench-messages-'));
  const handles = [
    await openDatabase({ databaseUrl: url, dataDir }),
    await openDatabase({ databaseUrl: url, dataDir }),
  ];
  try {
    await handles[0]!.migrate(path.join(root, 'apps/api/drizzle'));
    for (const [label, extra] of [
      ['redis', { DATABASE_URL: url, REDIS_URL }],
      ['notify', { DATABASE_URL: url }],
    ] as const) {
      const [a, b] = [await appOn(handles[0]!, extra), await appOn(handles[1]!, extra)];
      await Promise.all([a.ready(), b.ready()]);
      await run(label, a, b, await seed(a));
      await Promise.all([a.close(), b.close()]);
    }
  } finally {
    await Promise.all(handles.map((h) => h.close()));
    rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
