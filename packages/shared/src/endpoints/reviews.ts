import { UuidParamsSchema } from '../schemas/common';
import {
  AdminReviewsResponseSchema,
  ContractReviewsResponseSchema,
  CreateReviewRequestSchema,
  HideReviewRequestSchema,
  PublicReviewsResponseSchema,
  ReplyToReviewRequestSchema,
  ReputationInputsResponseSchema,
  ReviewParamsSchema,
  ReviewResponseSchema,
  ReviewsPageQuerySchema,
} from '../schemas/reviews';
import { endpoint } from './endpoint';

const params = ReviewParamsSchema;

/** Reviews and reputation (issue 26): a contract's two reviews, the public lists, the reply, one's own inputs. */
export const reviewsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/contracts/:id/reviews',
    status: 201,
    params: UuidParamsSchema,
    body: CreateReviewRequestSchema,
    response: ReviewResponseSchema,
  }),
  ofContract: endpoint({
    method: 'GET',
    path: '/api/contracts/:id/reviews',
    params: UuidParamsSchema,
    response: ContractReviewsResponseSchema,
  }),
  ofFreelancer: endpoint({
    method: 'GET',
    path: '/api/freelancers/:id/reviews',
    params: UuidParamsSchema,
    query: ReviewsPageQuerySchema,
    response: PublicReviewsResponseSchema,
  }),
  ofClient: endpoint({
    method: 'GET',
    path: '/api/clients/:id/reviews',
    params: UuidParamsSchema,
    query: ReviewsPageQuerySchema,
    response: PublicReviewsResponseSchema,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/reviews/:id/reply',
    params,
    body: ReplyToReviewRequestSchema,
    response: ReviewResponseSchema,
  }),
  myReputation: endpoint({
    method: 'GET',
    path: '/api/reputation/me',
    response: ReputationInputsResponseSchema,
  }),
};

/** The admins' side: every review, newest first, and hiding one that breaks the rules. */
export const adminReviewsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/reviews',
    query: ReviewsPageQuerySchema,
    response: AdminReviewsResponseSchema,
  }),
  hide: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/:id/hide',
    params,
    body: HideReviewRequestSchema,
    response: ReviewResponseSchema,
  }),
};
