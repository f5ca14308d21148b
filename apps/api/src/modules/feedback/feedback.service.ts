import type { GetFeedbackResponse, PageQuery, SendFeedbackRequest } from '@skillora/shared';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
import { createFeedbackRepository } from './feedback.repository';

export const FEEDBACK_THANKS = 'Thank you! Your feedback has reached the team.';

export function createFeedbackService(uow: UnitOfWork) {
  const repo = uow.bind(createFeedbackRepository);
  return {
    async send(input: SendFeedbackRequest, userId: string | null) {
      await repo.run((r) => r.insert(input, userId));
      return { message: FEEDBACK_THANKS };
    },

    async list(query: PageQuery): Promise<GetFeedbackResponse> {
      const { rows, total } = await repo.read.page(query);
      return paginate.page(rows, total, query);
    },
  };
}
