import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ONLY_EVENTS, type EventType } from '../src/outbox';
import { buildTestApp, type TestContext } from './build-test-app';

/**
 * Every event type the app can emit, checked by TypeScript against the EventMap the modules
 * declare: a new type does not compile until it is listed here, and then this test wants a handler
 * or the audit-only mark for it. (The outbox's tests and the benches declare `test.*` and `bench.*` types of their own.)
 */
const EVENT_TYPES = {
  'account.changed': true,
  'account.email-changed': true,
  'account.email-code': true,
  'account.password-changed': true,
  'auth.code-issued': true,
  'auth.new-device': true,
  'auth.signup-contested': true,
  'catalog.changed': true,
  'contract.ended': true,
  'contract.started': true,
  'conversation.read': true,
  'dispute.changed': true,
  'dispute.mediation_reminder': true,
  'dispute.response_due': true,
  'dispute.response_reminder': true,
  'identity.signed-up': true,
  'invitation.created': true,
  'matching.jobs_for_you': true,
  'matching.jobs_for_you_due': true,
  'message.created': true,
  'message.hidden': true,
  'milestone.auto_release_due': true,
  'milestone.auto_release_reminder': true,
  'milestone.changed': true,
  'notification.created': true,
  'offer.countered': true,
  'offer.created': true,
  'offer.declined': true,
  'offer.expire_due': true,
  'offer.expired': true,
  'offer.expiring': true,
  'offer.expiry_reminder': true,
  'offer.withdrawn': true,
  'payment.recheck': true,
  'payout.hold_end_due': true,
  'payout.sent': true,
  'escrow.held_limit_near': true,
  'hourly.invoice_due': true,
  'hourly.charge_refused': true,
  'hourly.log_reminder_due': true,
  'hourly.log_reminder': true,
  'hourly.idle_check_due': true,
  'hourly.paused': true,
  'hourly.resumed': true,
  'payout.returned': true,
  'payout.reclaim': true,
  'profile.photo-changed': true,
  'profile.saved': true,
  'proposal.submitted': true,
  'reports.closed': true,
  'reputation.changed': true,
  'reputation.contract_ages_out': true,
  'reputation.stale': true,
  'review.hidden': true,
  'review.reminder': true,
  'review.replied': true,
  'review.revealed': true,
  'review.submitted': true,
  'review.window_closes': true,
  'review.window_opened': true,
  'session.revoked': true,
  'state.changed': true,
  'user.status_changed': true,
  'user.warned': true,
} satisfies Record<Exclude<EventType, `test.${string}` | `bench.${string}`>, true>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('outbox events', () => {
  it('every event type has a handler or is declared audit-only', () => {
    const handled = ctx.app.outbox.handledTypes();
    const unhandled = Object.keys(EVENT_TYPES).filter(
      (type) => !handled.has(type) && !AUDIT_ONLY_EVENTS.has(type),
    );
    expect(unhandled).toEqual([]);
  });

  it('an audit-only event type has no handler (the mark would hide a real one)', () => {
    const handled = ctx.app.outbox.handledTypes();
    expect([...AUDIT_ONLY_EVENTS].filter((type) => handled.has(type))).toEqual([]);
  });
});
