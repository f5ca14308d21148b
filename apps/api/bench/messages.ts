import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { listenOnRandomPort, openStream } from '../test/sse-client';
import { benchApp, freshDatabase, REDIS_URL, SERVER_URL } from './bench-database';
import { latencySummary } from './latency';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 16);

const summary = (values: number[]) => latencySummary(values, 1);

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
  const database = await freshDatabase('postgres', 'messages');
  const url = database.url!;
  const handles = [database.first, await database.open()];
  try {
    for (const [label, extra] of [
      ['redis', { DATABASE_URL: url, REDIS_URL }],
      ['notify', { DATABASE_URL: url }],
    ] as const) {
      const [a, b] = [await benchApp(handles[0]!, extra), await benchApp(handles[1]!, extra)];
      await Promise.all([a.ready(), b.ready()]);
      await run(label, a, b, await seed(a));
      await Promise.all([a.close(), b.close()]);
    }
  } finally {
    await Promise.all(handles.map((h) => h.close()));
    await database.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
