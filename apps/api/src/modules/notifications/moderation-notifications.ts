import type { Dispatcher, Repositories } from '../../outbox';
import { userAccounts } from '../auth';
import type { ModerationAction, ModerationSubject } from '../moderation';
import type { NotificationsService } from './notifications.service';

/**
 * What a user hears of an admin's warning (issue 31, ADR 030): the reason in the title (the bell
 * shows a title whole, and it is the mail's subject), the message it is about in the body with a
 * link to its conversation — or the Terms when it is about no message.
 */
export function registerModerationNotifications(
  outbox: Dispatcher,
  service: NotificationsService,
  read: Repositories,
) {
  outbox.on('user.warned', 'notify: warned by an admin', async ({ id, payload }) => {
    const [warning, user] = await Promise.all([
      read.moderationActions.find(payload.actionId),
      userAccounts.find(read, payload.userId),
    ]);
    if (!warning || !user || user.role === 'admin') return;
    const message =
      warning.subjectType === 'message' ? await read.messages.findWithParties(warning.subjectId) : null;
    const [job] = message ? await read.jobs.findCards([message.jobId]) : [];
    const about = job ? `About your message on "${job.title}". ` : '';
    await service.create(id, payload.userId, 'account_warning', {
      title: `Skillora warned you: ${warning.reason}`,
      body: `${about}Please keep to Skillora's Terms of Service.`,
      link: message ? `/${user.role}/messages/${message.conversationId}` : '/terms',
    });
  });

  outbox.on('reports.closed', 'notify: reporters of the outcome', async ({ id, payload }) => {
    const [action, closed] = await Promise.all([
      read.moderationActions.find(payload.actionId),
      read.reports.closedBy(payload.actionId),
    ]);
    if (!action || closed.length === 0) return;
    const about = await describeSubject(read, action.subjectType, action.subjectId);
    const title = `We reviewed your report about ${about}: ${OUTCOME[action.action]}`;
    for (const report of closed) {
      const reporter = await userAccounts.find(read, report.reporterId);
      if (!reporter || reporter.role === 'admin') continue;
      await service.create(id, reporter.id, 'report_outcome', {
        title,
        body: 'Thank you for helping keep Skillora safe.',
        link: `/${reporter.role}/reports`,
      });
    }
  });
}

/** What a reporter is told became of their report (issue 30), after "We reviewed your report about …: ". */
const OUTCOME: Record<ModerationAction, string> = {
  dismiss: 'we found no breach of our rules',
  warn: 'we warned the person responsible',
  hide: 'we removed it',
  unlist: 'we took the job off the marketplace',
  block: 'we suspended the account',
};

/** The subject in a few words: a person by name, a job by title; a message or review only as such. */
async function describeSubject(read: Repositories, type: ModerationSubject, id: string) {
  if (type === 'user') {
    const [person] = await read.users.findCards([id]);
    return person ? person.name : 'a user';
  }
  if (type === 'job') {
    const [job] = await read.jobs.findCards([id]);
    return job ? `the job "${job.title}"` : 'a job';
  }
  return type === 'message' ? 'a message' : 'a review';
}
