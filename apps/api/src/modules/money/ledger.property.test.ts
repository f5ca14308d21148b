import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-db';
import type { DbHandle } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { type AccountSpec, account, accountKey } from './accounts';
import { createLedgerRepository } from './ledger.repository';
import { auditLedger } from './ledger-audit';
import type { TransferCode } from './schema';

let handle: DbHandle;
let drop: () => Promise<void>;
let accounts: AccountSpec[];
let users: string[];

/** The movements that touch no milestone, each between the accounts the money model gives it. */
const FLOWS: Array<{ code: TransferCode; accounts: (userId: string) => [AccountSpec, AccountSpec] }> = [
  { code: 'release', accounts: (u) => [account.clearing('USD'), account.pending(u, 'USD')] },
  { code: 'hold_end', accounts: (u) => [account.pending(u, 'USD'), account.available(u, 'USD')] },
  { code: 'payout', accounts: (u) => [account.available(u, 'USD'), account.clearing('USD')] },
  // A payout the provider could not deliver comes back (issue 28).
  { code: 'payout_return', accounts: (u) => [account.clearing('USD'), account.available(u, 'USD')] },
  { code: 'fee', accounts: () => [account.clearing('USD'), account.fees('USD')] },
];

beforeAll(async () => {
  ({ handle, drop } = await createTestDatabase());
  const [a, b] = [await createUser(handle.db), await createUser(handle.db)];
  accounts = [
    account.clearing('USD'),
    account.fees('USD'),
    account.pending(a.id, 'USD'),
    account.available(a.id, 'USD'),
    account.pending(b.id, 'USD'),
    account.available(b.id, 'USD'),
  ];
  users = [a.id, b.id];
});
afterAll(async () => {
  await handle.close();
  await drop();
});

const SEED = Number(process.env.FUZZ_SEED ?? 15);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

describe('the ledger under random postings (property)', () => {
  it('keeps every balance equal to the model, never overdraws, and posts a ref once', {
    timeout: Math.max(30_000, RUNS * 2_000),
  }, async () => {
    let refs = 0;
    const step = fc.record({
      flow: fc.constantFrom(...FLOWS),
      user: fc.nat(1),
      amount: fc.integer({ min: 1, max: 50_000 }),
      replay: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const model = new Map<string, number>();
        for (const spec of accounts) {
          model.set(accountKey(spec), await createLedgerRepository(handle.db).balance(spec));
        }
        let lastRef = 'none';
        for (const s of steps) {
          const userId = users[s.user]!;
          const [debit, credit] = s.flow.accounts(userId);
          const ref = s.replay ? lastRef : `r${refs++}`;
          lastRef = ref;
          const before = model.get(accountKey(debit))!;
          const mayOverdraw = debit.kind === 'platform_clearing';
          const posting = handle.db.transaction((tx) =>
            createLedgerRepository(tx).post([
              { debit, credit, amountCents: s.amount, currency: 'USD', code: s.flow.code, ref, userId },
            ]),
          );
          const outcome = await posting.then(
            () => 'posted',
            (err) => {
              if (err instanceof HttpError && err.statusCode === 409) return 'refused';
              if (isUniqueViolation(err)) return 'duplicate';
              throw err;
            },
          );
          if (outcome === 'posted') {
            expect(mayOverdraw || before >= s.amount).toBe(true);
            model.set(accountKey(debit), before - s.amount);
            model.set(accountKey(credit), model.get(accountKey(credit))! + s.amount);
          } else if (outcome === 'refused') {
            expect(before).toBeLessThan(s.amount);
          } else {
            expect(s.replay).toBe(true);
          }
        }
        for (const spec of accounts) {
          expect(await createLedgerRepository(handle.db).balance(spec)).toBe(model.get(accountKey(spec)));
        }
        expect((await auditLedger(handle.db)).mismatches).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('refuses to update, delete or truncate a transfer', async () => {
    await handle.db.transaction((tx) =>
      createLedgerRepository(tx).post([
        {
          debit: accounts[0]!,
          credit: accounts[1]!,
          amountCents: 100,
          currency: 'USD',
          code: 'fee',
          ref: 'immutable',
        },
      ]),
    );
    for (const statement of [
      sql`update ledger_transfers set amount_cents = 1`,
      sql`delete from ledger_transfers`,
      sql`truncate ledger_transfers cascade`,
    ]) {
      const err = await handle.db.execute(statement).then(
        () => null,
        (e: Error) => e,
      );
      expect(String((err?.cause as Error | undefined)?.message ?? err?.message)).toMatch(/append-only/);
    }
    expect((await auditLedger(handle.db)).ok).toBe(true);
  });
});
