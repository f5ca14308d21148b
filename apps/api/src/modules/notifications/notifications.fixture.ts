import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, type makeContract, type Party } from '../../../test/contract-factories';
import { type Catalog, createCatalog } from '../../../test/job-factories';
import type { CaughtMail } from '../../../test/smtp';
import { listenOnRandomPort } from '../../../test/sse-client';
import { createManualClock } from '../../lib/clock';

// The app (on a clock the tests move), the catalog and the helpers both notifications test files
// start from (bound when the file's hooks have run).
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export let ctx: TestContext;
export let catalog: Catalog;
export let clock: ReturnType<typeof createManualClock>;
let listening: Promise<string> | null = null;

export function setUpNotifications() {
  beforeAll(async () => {
    clock = createManualClock(new Date());
    listening = null;
    ctx = await buildTestApp({ APP_URL: 'https://skillora.example' }, { clock });
    catalog = await createCatalog(ctx.db.db);
  });
  afterAll(async () => ctx.close());
}

export const baseUrl = () => {
  listening ??= listenOnRandomPort(ctx.app);
  return listening;
};

export type Row = {
  kind: string;
  title: string;
  body: string;
  link: string;
  readAt: string | null;
  id: string;
};

const emailOf = async (party: Party) => {
  const { rows } = await ctx.db.db.execute<{ email: string }>(
    sql`select email from users where id = ${party.id}`,
  );
  return rows[0]!.email;
};

export async function listOf(
  party: Party,
): Promise<{ data: Row[]; unread: number; nextCursor: string | null }> {
  await ctx.app.outbox.idle();
  const res = await call(ctx.app, party, 'GET', '/api/notifications');
  expect(res.status).toBe(200);
  return res.body as never;
}
export const kindsOf = async (party: Party) => (await listOf(party)).data.map((n) => n.kind).sort();

export async function mailsTo(party: Party): Promise<CaughtMail[]> {
  await ctx.app.outbox.idle();
  return ctx.smtp.to(await emailOf(party));
}

/** Every handled event is handled again, as after a crash before the dispatcher recorded it. */
export async function replayHandledEvents() {
  await ctx.app.outbox.idle();
  await ctx.db.db.execute(
    sql`update events set handled_at = null, claimed_until = null where handled_at is not null and available_at <= ${clock.now()}`,
  );
  await ctx.app.outbox.idle();
}

/** The subject as read: RFC 2047 encoded words (quotes make nodemailer encode it) decoded. */
export const subjectOf = (mail: CaughtMail) =>
  mail.subject.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, q: string) =>
    Buffer.from(
      q
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );

export const unsubscribeUrlOf = (mail: CaughtMail) => {
  const header = /^List-Unsubscribe: <([^>]+)>/im.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '));
  if (!header) throw new Error(`no List-Unsubscribe in "${mail.subject}"`);
  return new URL(header[1]!);
};

export async function milestoneOf(made: Awaited<ReturnType<typeof makeContract>>, index = 0) {
  const m = made.contract.milestones[index]!;
  const base = `/api/contracts/${made.contract.id}/milestones/${m.id}`;
  return (who: Party, action: string, payload?: object) =>
    call(ctx.app, who, 'POST', `${base}/${action}`, payload);
}
