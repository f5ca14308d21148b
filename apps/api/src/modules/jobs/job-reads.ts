import type { Repositories } from '../../outbox';
import './repositories';

/**
 * A job's owner, status, listing and budget type: what another module checks before it acts on the
 * job (a proposal on it). Null when there is no such job.
 */
export const readJobState = (repos: Repositories, jobId: string) => repos.jobs.findState(jobId);
