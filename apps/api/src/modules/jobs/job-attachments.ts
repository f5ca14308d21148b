import type { JobStatus, SessionUser } from '@skillora/shared';
import { registerAttachmentReader } from '../files';

type JobAccess = { clientId: string; status: JobStatus; isListed: boolean };

/**
 * A job's files (issue 32, ADR 040): its client, admins, and signed-in freelancers who can see the
 * job (published and listed, whatever happened since: the hired ones keep reading them). Visitors
 * and other clients see the job without them.
 */
export function mayReadJobFiles(job: JobAccess, viewer: SessionUser | null): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin' || viewer.id === job.clientId) return true;
  return viewer.role === 'freelancer' && job.status !== 'draft' && job.isListed;
}

registerAttachmentReader('job', async (repos, jobId, viewer) => {
  const job = await repos.jobs.findState(jobId);
  return job !== null && mayReadJobFiles(job, viewer);
});
