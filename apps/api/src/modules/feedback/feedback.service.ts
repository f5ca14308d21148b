import type { GetFeedbackResponse, PageQuery, SendFeedbackRequest } from '@skillora/shared';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';

export const FEEDBACK_THANKS = 'Thank you! Your feedback has reached the team.';

export function createFeedbackService(uow: UnitOfWork) {
  return {
    async send(input: SendFeedbackRequest, userId: string | null) {
      await uow.run(({ repos }) => repos.feedback.insert(input, userId));
      return { message: FEEDBACK_THANKS };
    },

    async list(query: PageQuery): Promise<GetFeedbackResponse> {
      const { rows, total } = await uow.read.feedback.page(query);
      // The sender's role when they were signed in (none for a visitor or a deleted account).
      const senders = await uow.read.userList.findMany(
        rows.flatMap((row) => (row.userId ? [row.userId] : [])),
      );
      const roleOf = new Map(senders.map((sender) => [sender.id, sender.role]));
      const withRoles = rows.map(({ userId, ...row }) => ({
        ...row,
        senderRole: userId ? (roleOf.get(userId) ?? null) : null,
      }));
      return paginate.page(withRoles, total, query);
    },
  };
}
