import type { JobStatus } from '@skillora/shared';
import { eq, sql } from 'drizzle-orm';
import { defineStateMachine } from '../../lib/state-machine';
import { jobs } from './schema';

export const JOB_NOT_FOUND = 'Job not found';
const HIRED = 'This job has a hire; it changes through its contract';

/** A job's moves a client makes; refusals say why, by the state the job is in. */
export const jobLifecycle = defineStateMachine<JobStatus, 'publish' | 'close' | 'reopen', typeof jobs>(
  'job',
  jobs,
  {
    publish: {
      from: ['draft'],
      to: 'open',
      refusals: {
        open: 'This job is already published',
        closed: 'This job is closed; reopen it instead',
        in_progress: HIRED,
      },
    },
    close: {
      from: ['open'],
      to: 'closed',
      refusals: {
        draft: 'A draft cannot be closed; it is not published',
        closed: 'This job is already closed',
        in_progress: HIRED,
      },
    },
    reopen: {
      from: ['closed'],
      to: 'open',
      refusals: {
        draft: 'A draft is published, not reopened',
        open: 'This job is already open',
        in_progress: HIRED,
      },
    },
  },
  { notFound: JOB_NOT_FOUND, refused: 'This job cannot change now' },
);

/**
 * Written with every move; the first publication date is kept when a job reopens. It is the app's
 * clock, not the database's: the weekly jobs mail counts "new" jobs on that clock (ADR 041).
 */
export const jobMoveColumns = (now: Date) => ({
  publishedAt: sql`coalesce(${jobs.publishedAt}, ${now.toISOString()}::timestamptz)`,
  updatedAt: sql`now()`,
});

/** The lifecycle's scope for a client: another client's job is not found. */
export const jobOf = (clientId: string) => eq(jobs.clientId, clientId);
