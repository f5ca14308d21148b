import {
  CreateReportRequestSchema,
  CreateReportResponseSchema,
  GetMyReportsQuerySchema,
  GetMyReportsResponseSchema,
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
