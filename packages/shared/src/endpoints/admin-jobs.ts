import {
  GetAdminJobsRequestSchema,
  GetAdminJobsResponseSchema,
  RelistJobResponseSchema,
  UnlistJobRequestSchema,
  UnlistJobResponseSchema,
} from '../schemas/admin-jobs';
import { UuidParamsSchema } from '../schemas/common';
import { endpoint } from './endpoint';

/** Admin moderation of jobs: every job, and the Listed switch's two calls. */
export const adminJobsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    query: GetAdminJobsRequestSchema,
    response: GetAdminJobsResponseSchema,
  }),
  unlist: endpoint({
    method: 'PUT',
    path: '/api/admin/jobs/:id/unlist',
    params: UuidParamsSchema,
    body: UnlistJobRequestSchema,
    response: UnlistJobResponseSchema,
  }),
  relist: endpoint({
    method: 'PUT',
    path: '/api/admin/jobs/:id/relist',
    params: UuidParamsSchema,
    response: RelistJobResponseSchema,
  }),
};
