import type { Dispatcher, Repositories } from '../../outbox';
import { userAccounts } from '../auth';
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
}
