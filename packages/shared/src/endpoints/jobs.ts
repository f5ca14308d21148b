import { UuidParamsSchema } from '../schemas/common';
import { GetJobResponseSchema, GetJobsRequestSchema, GetJobsResponseSchema } from '../schemas/job-search';
import {
  CloseJobResponseSchema,
  CreateJobRequestSchema,
  CreateJobResponseSchema,
  EditJobRequestSchema,
  EditJobResponseSchema,
  GetMyJobResponseSchema,
  GetMyJobsRequestSchema,
  GetMyJobsResponseSchema,
  PublishJobResponseSchema,
  ReopenJobResponseSchema,
} from '../schemas/jobs';
import {
  GetSavedJobsRequestSchema,
  GetSavedJobsResponseSchema,
  SaveJobResponseSchema,
  UnsaveJobResponseSchema,
} from '../schemas/saved-jobs';
import { endpoint } from './endpoint';

const params = UuidParamsSchema;

/** Open jobs for everyone, a client's own jobs and a freelancer's saved jobs. */
export const jobsEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/jobs',
    query: GetJobsRequestSchema,
    response: GetJobsResponseSchema,
  }),
  get: endpoint({ method: 'GET', path: '/api/jobs/:id', params, response: GetJobResponseSchema }),

  create: endpoint({
    method: 'POST',
    path: '/api/client/jobs',
    status: 201,
    body: CreateJobRequestSchema,
    response: CreateJobResponseSchema,
  }),
  listMine: endpoint({
    method: 'GET',
    path: '/api/client/jobs',
    query: GetMyJobsRequestSchema,
    response: GetMyJobsResponseSchema,
  }),
  getMine: endpoint({
    method: 'GET',
    path: '/api/client/jobs/:id',
    params,
    response: GetMyJobResponseSchema,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/api/client/jobs/:id',
    params,
    body: EditJobRequestSchema,
    response: EditJobResponseSchema,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/client/jobs/:id/publish',
    params,
    response: PublishJobResponseSchema,
  }),
  close: endpoint({
    method: 'POST',
    path: '/api/client/jobs/:id/close',
    params,
    response: CloseJobResponseSchema,
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/api/client/jobs/:id/reopen',
    params,
    response: ReopenJobResponseSchema,
  }),

  listSaved: endpoint({
    method: 'GET',
    path: '/api/freelancer/saved-jobs',
    query: GetSavedJobsRequestSchema,
    response: GetSavedJobsResponseSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/freelancer/saved-jobs/:id',
    params,
    response: SaveJobResponseSchema,
  }),
  unsave: endpoint({
    method: 'DELETE',
    path: '/api/freelancer/saved-jobs/:id',
    params,
    response: UnsaveJobResponseSchema,
  }),
};
