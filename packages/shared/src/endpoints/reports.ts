import {
  ActOnReportsRequestSchema,
  ActOnReportsResponseSchema,
  CreateReportRequestSchema,
  CreateReportResponseSchema,
  GetAdminReportsQuerySchema,
  GetAdminReportsResponseSchema,
  GetMyReportsQuerySchema,
  GetMyReportsResponseSchema,
  ReportSubjectParamsSchema,
} from '../schemas/reports';
import { endpoint } from './endpoint';

/** A signed-in user's reports (issue 30, ADR 030). */
export const reportsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/reports',
    status: 201,
    body: CreateReportRequestSchema,
    response: CreateReportResponseSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/reports',
    query: GetMyReportsQuerySchema,
    response: GetMyReportsResponseSchema,
  }),
};

/** The admins' moderation queue (issue 30): its own table, so only /admin/reports loads it. */
export const adminReportsEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/reports',
    query: GetAdminReportsQuerySchema,
    response: GetAdminReportsResponseSchema,
  }),
  act: endpoint({
    method: 'POST',
    path: '/api/admin/reports/:subjectType/:subjectId/actions',
    params: ReportSubjectParamsSchema,
    body: ActOnReportsRequestSchema,
    response: ActOnReportsResponseSchema,
  }),
};
