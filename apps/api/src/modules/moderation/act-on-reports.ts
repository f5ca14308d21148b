import type { ActOnReportsResponse, ReportAction, ReportSubjectType } from '@skillora/shared';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/http-error';
import type { Tx, UnitOfWork } from '../../outbox';
import { setJobListedIn } from '../jobs';
import { hideReviewIn } from '../reviews';
import { recordModerationActionIn } from './record-action';
import { warnUserIn } from './warn-user';

declare module '../../outbox' {
  interface EventMap {
    /** An admin acted on a subject's reports: the notifications module tells each reporter the outcome. */
    'reports.closed': { actionId: string };
  }
}

type Admin = { id: string; role: string };
type Decision = {
  action: ReportAction;
  reason: string;
  days?: 7 | 30 | undefined;
  alsoWarn?: boolean | undefined;
};
type Subject = { type: ReportSubjectType; id: string; userId: string };
/** What moderation cannot import (messages imports moderation): handed over by the plugin. */
export type OwnerEffects = Pick<FastifyInstance, 'hideMessageIn' | 'blockUserIn'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const UPHELD_WINDOW_DAYS = 90;
const UPHELD_TO_SUSPEND = 3;
const AUTOMATIC_SUSPENSION_DAYS = 7;
export const AUTOMATIC_SUSPENSION_REASON = 'Automatic: three upheld reports in 90 days';
const daysAfter = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

const DONE: Record<ReportAction, string> = {
  dismiss: 'Reports dismissed',
  warn: 'User warned',
  hide: 'Hidden',
  unlist: 'Job unlisted',
  suspend: 'Account suspended',
};

/**
 * An admin acts on a reported subject (issue 30): the owner's own use case does it in this
 * transaction (the warning, the hide of a message or a review, the job's unlist), which audits it; the
 * decision is a moderation action (a suspension is a block with an end); every open report on the subject closes with it — dismissed or
 * upheld — and their reporters are told after commit (`reports.closed`).
 */
export function createActOnReports(uow: UnitOfWork, clock: Clock, owners: OwnerEffects) {
  /** The decision carried out by its owner; the moderation action that records it. */
  async function carryOut(tx: Tx, subject: Subject, admin: Admin, decision: Decision, now: Date) {
    const { action, reason } = decision;
    const record = async (what: 'dismiss' | 'hide' | 'unlist') =>
      (
        await recordModerationActionIn(tx, {
          action: what,
          subjectType: subject.type,
          subjectId: subject.id,
          userId: subject.userId,
          reason,
          adminId: admin.id,
        })
      ).id;
    switch (action) {
      case 'dismiss': {
        const id = await record('dismiss');
        await recordAudit(tx.db, {
          actorId: admin.id,
          action: `${subject.type}.reports_dismissed`,
          entity: subject.type,
          entityId: subject.id,
          before: null,
          after: { reason },
        });
        return id;
      }
      case 'warn': {
        const messageId = subject.type === 'message' ? subject.id : undefined;
        return (await warnUserIn(tx, subject.userId, admin.id, { reason, messageId })).data.id;
      }
      case 'hide':
        if (subject.type === 'message')
          return (await owners.hideMessageIn(tx, subject.id, admin.id, reason)).actionId;
        if (subject.type !== 'review') throw badRequest('Only a message or a review can be hidden');
        await hideReviewIn(tx, subject.id, admin, reason, now);
        return record('hide');
      case 'unlist':
        if (subject.type !== 'job') throw badRequest('Only a job can be unlisted');
        await setJobListedIn(tx, subject.id, false, admin.id, reason);
        return record('unlist');
      case 'suspend': {
        const until = decision.days ? daysAfter(now, decision.days) : null;
        return (await owners.blockUserIn(tx, subject.userId, admin.id, { reason, until })).actionId!;
      }
    }
  }

  /**
   * Three upheld reports about one person within 90 days suspend them for 7 days, pending an admin's
   * review (issue 30), recorded as a block by no admin. Counted since the last automatic suspension
   * too, so each further three suspend again, and not while they are blocked already.
   */
  async function suspendIfUpheldThrice(tx: Tx, userId: string, now: Date) {
    const user = await tx.repos.users.findById(userId);
    if (!user || user.deletedAt || user.role === 'admin' || user.status === 'blocked') return;
    const last = await tx.repos.moderationActions.lastAutomaticBlockOf(userId);
    const windowStart = daysAfter(now, -UPHELD_WINDOW_DAYS);
    const since = last && last.createdAt > windowStart ? last.createdAt : windowStart;
    if ((await tx.repos.reports.countUpheldAbout(userId, since)) < UPHELD_TO_SUSPEND) return;
    await owners.blockUserIn(tx, userId, null, {
      reason: AUTOMATIC_SUSPENSION_REASON,
      until: daysAfter(now, AUTOMATIC_SUSPENSION_DAYS),
    });
  }

  return (
    type: ReportSubjectType,
    id: string,
    admin: Admin,
    decision: Decision,
  ): Promise<ActOnReportsResponse> =>
    uow.run(async (tx) => {
      const open = await tx.repos.reports.lockOpenAbout(type, id);
      if (open.length === 0) throw notFound('There are no open reports about this');
      if (decision.days && decision.action !== 'suspend') throw badRequest('Days apply only to a suspension');
      const warnsToo = decision.alsoWarn === true;
      if (warnsToo && decision.action !== 'hide' && decision.action !== 'unlist')
        throw badRequest('Only a hide or an unlist can also warn');
      const now = clock.now();
      const subject = { type, id, userId: open[0]!.subjectUserId };
      const actionId = await carryOut(tx, subject, admin, decision, now);
      if (warnsToo) {
        const messageId = type === 'message' ? id : undefined;
        await warnUserIn(tx, subject.userId, admin.id, { reason: decision.reason, messageId });
      }
      const status = decision.action === 'dismiss' ? 'dismissed' : 'actioned';
      await tx.repos.reports.close(
        open.map((r) => r.id),
        status,
        actionId,
        now,
      );
      tx.emit('reports.closed', `${type}:${id}`, { actionId });
      if (status === 'actioned') await suspendIfUpheldThrice(tx, subject.userId, now);
      return { data: { action: decision.action, closed: open.length }, message: DONE[decision.action] };
    });
}
