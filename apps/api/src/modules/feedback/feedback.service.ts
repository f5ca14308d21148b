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
      return paginate.page(rows, total, query);
    },
  };
}
