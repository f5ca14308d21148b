import {
  GetFeedbackRequestSchema,
  GetFeedbackResponseSchema,
  SendFeedbackRequestSchema,
  SendFeedbackResponseSchema,
} from '../schemas/feedback';
import { endpoint } from './endpoint';

/** Feedback anyone sends to the team, and the admins' list of it. */
export const feedbackEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/api/feedback',
    status: 201,
    body: SendFeedbackRequestSchema,
    response: SendFeedbackResponseSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/feedback',
    query: GetFeedbackRequestSchema,
    response: GetFeedbackResponseSchema,
  }),
};
