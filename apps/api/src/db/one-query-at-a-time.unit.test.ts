import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { oneQueryAtATime } from './one-query-at-a-time';

/** A connection that answers when told, and records what was sent while another statement ran. */
function connection() {
  const sent: string[] = [];
  const pending: Array<{ text: string; settle: (ok: boolean) => void }> = [];
  let running = 0;
  let overlapped = false;
  const client = {
    query(text: string) {
      sent.push(text);
      if (running > 0) overlapped = true;
      running++;
      return new Promise((resolve, reject) => {
        pending.push({
          text,
          settle: (ok) => {
            running--;
            if (ok) resolve({ rows: [text] });
            else reject(new Error(`${text} refused`));
          },
        });
      });
    },
  };
  oneQueryAtATime(client as unknown as pg.PoolClient);
  const next = async () => {
    // The wrapped client sends the next statement a microtask after the last one settled.
    while (pending.length === 0) await Promise.resolve();
    return pending.shift()!;
  };
  return { client: client as unknown as pg.PoolClient, sent, next, overlapped: () => overlapped };
}

describe('a connection that takes one statement at a time', () => {
  it('sends statements asked at once one after another, in the order asked', async () => {
    const c = connection();
    const answers = Promise.all([c.client.query('a'), c.client.query('b'), c.client.query('c')]);
    for (const expected of ['a', 'b', 'c']) {
      const statement = await c.next();
      expect(statement.text).toBe(expected);
      expect(c.sent).toEqual(['a', 'b', 'c'].slice(0, c.sent.length));
      statement.settle(true);
    }
    expect((await answers).map((r) => (r as { rows: string[] }).rows[0])).toEqual(['a', 'b', 'c']);
    expect(c.overlapped()).toBe(false);
  });

  it('goes on after a refused statement, which its caller still hears', async () => {
    const c = connection();
    const first = c.client.query('bad');
    const second = c.client.query('good');
    (await c.next()).settle(false);
    await expect(first).rejects.toThrow('bad refused');
    (await c.next()).settle(true);
    await expect(second).resolves.toEqual({ rows: ['good'] });
    expect(c.overlapped()).toBe(false);
  });
});
