import {
  GetBestMatchesRequestSchema,
  GetBestMatchesResponseSchema,
  GetJobSuggestionsResponseSchema,
  MatchJobParamsSchema,
} from '../schemas/matching';
import { endpoint } from './endpoint';

/** Suggested freelancers for a client's job, best-matching jobs for a freelancer (issue 29). */
export const matchingEndpoints = {
  suggestions: endpoint({
    method: 'GET',
    path: '/api/client/jobs/:id/suggestions',
    params: MatchJobParamsSchema,
    response: GetJobSuggestionsResponseSchema,
  }),
  bestMatches: endpoint({
    method: 'GET',
    path: '/api/freelancer/best-matches',
    query: GetBestMatchesRequestSchema,
    response: GetBestMatchesResponseSchema,
  }),
};
