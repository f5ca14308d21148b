import {
  FIRST_WITHDRAWAL_NEEDS_SECOND_FACTOR,
  LARGE_WITHDRAWAL_NEEDS_SECOND_FACTOR,
  PAYOUT_CHANGE_NEEDS_CODE,
  PAYOUT_CHANGE_NEEDS_SECOND_FACTOR,
  WITHDRAWAL_NEEDS_CODE,
} from '@skillora/shared/account-security';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, makeContract, type Party } from '../../../test/contract-factories';
import { DAY, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import {
  codeAt,
  createStepClock,
  nextCode,
  call as send,
  turnOnTotp,
  wrongCode,
} from '../../../test/two-factor';

let ctx: TestContext;
let catalog: Catalog;
const clock = createStepClock();

// The rule as shipped: test servers set PAYOUT_2FA=optional for the fixtures that withdraw.
useContractWorld((world) => ({ ctx, catalog } = world), { clock }, { PAYOUT_2FA: 'required' });

const WRONG = 'That code did not work. Enter the current code from your authenticator app.';
const USED = 'This code was already used. Wait for the next code in your authenticator app.';
const WRONG_RECOVERY = 'This recovery code is not valid or was already used.';

/** A freelancer with $3,800.00 available (a $4,000.00 milestone released, the hold over). */
async function paidFreelancer(): Promise<Party> {
  const made = await makeContract(ctx.app, ctx.db.db, catalog, {
    title: 'Platform',
    description: 'Build it',
    milestones: [{ title: 'All of it', amountCents: 400_000 }],
  });
  const base = `/api/contracts/${made.contract.id}/milestones/${made.contract.milestones[0]!.id}`;
  await call(ctx.app, made.client, 'POST', `${base}/fund`, { paymentMethod: 'pm_card_visa' });
  await call(ctx.app, made.freelancer, 'POST', `${base}/submit`, { message: 'Done' });
  expect((await call(ctx.app, made.client, 'POST', `${base}/approve`)).status).toBe(200);
  clock.advance(5 * DAY);
  await ctx.app.outbox.idle();
  return made.freelancer;
}

const withdraw = (who: Party, body: object, key?: string) =>
  call(ctx.app, who, 'POST', '/api/wallet/withdrawals', body, key ? { 'idempotency-key': key } : {});
const checks = async (who: Party) =>
  (await call(ctx.app, who, 'GET', '/api/wallet')).body.data.withdrawalChecks;

describe('POST /api/wallet/withdrawals: the second factor (issue 30)', () => {
  it('asks a freelancer without two-step verification to turn it on before the first withdrawal', async () => {
    const freelancer = await paidFreelancer();
    expect(await checks(freelancer)).toEqual({
      hasSecondFactor: false,
      mustTurnOnSecondFactor: true,
      mustTurnOnForLarge: true,
    });
    expect(await withdraw(freelancer, { amountCents: 100 })).toEqual({
      status: 403,
      body: { error: FIRST_WITHDRAWAL_NEEDS_SECOND_FACTOR },
    });
    await turnOnTotp(ctx, clock, freelancer.cookie);
    expect(await checks(freelancer)).toEqual({
      hasSecondFactor: true,
      mustTurnOnSecondFactor: false,
      mustTurnOnForLarge: false,
    });
    // Exactly $1,000.00 asks for no code.
    const paid = await withdraw(freelancer, { amountCents: 100_000 });
    expect(paid).toMatchObject({ status: 201, body: { data: { amountCents: 100_000, status: 'paid' } } });
  });

  it('asks for a code above $1,000.00, spends it with the withdrawal, and replays the first answer', async () => {
    const freelancer = await paidFreelancer();
    const { secret } = await turnOnTotp(ctx, clock, freelancer.cookie);
    expect(await withdraw(freelancer, { amountCents: 100_001 })).toEqual({
      status: 403,
      body: { error: WITHDRAWAL_NEEDS_CODE },
    });
    const wrong = await withdraw(freelancer, {
      amountCents: 150_000,
      secondFactor: { code: wrongCode(clock, secret) },
    });
    expect(wrong).toEqual({ status: 400, body: { error: WRONG } });

    const code = nextCode(clock, secret);
    const paid = await withdraw(freelancer, { amountCents: 150_000, secondFactor: { code } }, 'large-1');
    expect(paid).toMatchObject({ status: 201, body: { data: { amountCents: 150_000, status: 'paid' } } });
    // The same request again (a lost answer): the first answer, not "code already used".
    expect(await withdraw(freelancer, { amountCents: 150_000, secondFactor: { code } }, 'large-1')).toEqual(
      paid,
    );
    // Another withdrawal with the spent code.
    expect(await withdraw(freelancer, { amountCents: 150_000, secondFactor: { code } }, 'large-2')).toEqual({
      status: 400,
      body: { error: USED },
    });
    expect((await call(ctx.app, freelancer, 'GET', '/api/wallet')).body.data.availableCents).toBe(230_000);
  });

  it('takes a recovery code once, and spends no code on a withdrawal it refuses', async () => {
    const freelancer = await paidFreelancer();
    const { secret, recoveryCodes } = await turnOnTotp(ctx, clock, freelancer.cookie);
    const code = nextCode(clock, secret);
    // More than is available: refused, and the code is still good.
    const tooMuch = await withdraw(freelancer, { amountCents: 380_001, secondFactor: { code } });
    expect(tooMuch).toEqual({ status: 409, body: { error: 'You can withdraw at most $3,800.00' } });
    expect((await withdraw(freelancer, { amountCents: 120_000, secondFactor: { code } })).status).toBe(201);

    const recoveryCode = recoveryCodes[0]!;
    expect(
      (await withdraw(freelancer, { amountCents: 120_000, secondFactor: { recoveryCode } })).status,
    ).toBe(201);
    expect(await withdraw(freelancer, { amountCents: 120_000, secondFactor: { recoveryCode } })).toEqual({
      status: 400,
      body: { error: WRONG_RECOVERY },
    });
  });

  it('lets a freelancer who turned it off after a withdrawal withdraw up to $1,000.00, not more', async () => {
    const freelancer = await paidFreelancer();
    const { secret } = await turnOnTotp(ctx, clock, freelancer.cookie);
    expect((await withdraw(freelancer, { amountCents: 10_000 })).status).toBe(201);
    const off = await send(ctx, {
      method: 'DELETE',
      url: '/api/me/2fa/totp',
      cookie: freelancer.cookie,
      payload: { code: nextCode(clock, secret) },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await checks(freelancer)).toEqual({
      hasSecondFactor: false,
      mustTurnOnSecondFactor: false,
      mustTurnOnForLarge: true,
    });
    expect((await withdraw(freelancer, { amountCents: 100_000 })).status).toBe(201);
    expect(await withdraw(freelancer, { amountCents: 100_001 })).toEqual({
      status: 403,
      body: { error: LARGE_WITHDRAWAL_NEEDS_SECOND_FACTOR },
    });
  });

  it('refuses a sixth wrong code in 15 minutes with 429', async () => {
    const freelancer = await paidFreelancer();
    const { secret } = await turnOnTotp(ctx, clock, freelancer.cookie);
    const body = { amountCents: 150_000, secondFactor: { code: wrongCode(clock, secret) } };
    for (let i = 0; i < 5; i++) expect((await withdraw(freelancer, body)).status).toBe(400);
    const limited = await withdraw(freelancer, {
      amountCents: 150_000,
      secondFactor: { code: codeAt(secret, clock.now()) },
    });
    expect(limited).toEqual({
      status: 429,
      body: { error: expect.stringMatching(/^Too many wrong codes\. Try again in \d+ minutes?\.$/) },
    });
  });
});

describe('POST /api/wallet/payout-account: changing enabled payouts (issue 30)', () => {
  const setUp = (who: Party, body?: object) => call(ctx.app, who, 'POST', '/api/wallet/payout-account', body);
  const finishOnboarding = (who: Party) => call(ctx.app, who, 'POST', '/api/payments/sandbox/onboarding');

  it('sets payouts up without a code, then asks for one to change them, spent once', async () => {
    const freelancer = await paidFreelancer();
    // The first setup needs no second factor: nothing is redirected yet.
    expect((await setUp(freelancer)).status).toBe(200);
    expect((await finishOnboarding(freelancer)).status).toBe(200);
    // Enabled, a change would redirect the money: two-step verification first, then its code.
    expect(await setUp(freelancer)).toEqual({
      status: 403,
      body: { error: PAYOUT_CHANGE_NEEDS_SECOND_FACTOR },
    });
    const { secret } = await turnOnTotp(ctx, clock, freelancer.cookie);
    expect(await setUp(freelancer)).toEqual({ status: 403, body: { error: PAYOUT_CHANGE_NEEDS_CODE } });
    expect(await setUp(freelancer, { secondFactor: { code: wrongCode(clock, secret) } })).toEqual({
      status: 400,
      body: { error: WRONG },
    });
    const code = nextCode(clock, secret);
    const changed = await setUp(freelancer, { secondFactor: { code } });
    expect(changed).toMatchObject({
      status: 200,
      body: { url: expect.stringMatching(/^\/freelancer\/sandbox-onboarding\?account=acct_sandbox_/) },
    });
    expect(await setUp(freelancer, { secondFactor: { code } })).toEqual({
      status: 400,
      body: { error: USED },
    });
  });
});
