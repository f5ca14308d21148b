import type { Repositories } from '../../outbox';

type PartyIds = { jobId: string; clientId: string; freelancerId: string };

/** A row of an offer or a contract as it is shown: its job's title and its parties' names. */
export type WithParties<R extends PartyIds> = Omit<R, keyof PartyIds> & {
  job: { id: string; title: string };
  client: { id: string; name: string };
  freelancer: { id: string; name: string };
};

/** The rows with their jobs' titles and their parties' names, from jobs and auth in one read each. */
export async function withParties<R extends PartyIds>(
  repos: Repositories,
  rows: readonly R[],
): Promise<WithParties<R>[]> {
  const [jobs, people] = await Promise.all([
    repos.jobs.findCards(rows.map((r) => r.jobId)),
    repos.users.findCards(rows.flatMap((r) => [r.clientId, r.freelancerId])),
  ]);
  const titles = new Map(jobs.map((j) => [j.id, j.title]));
  const names = new Map(people.map((p) => [p.id, p.name]));
  return rows.map(({ jobId, clientId, freelancerId, ...row }) => ({
    ...row,
    job: { id: jobId, title: titles.get(jobId)! },
    client: { id: clientId, name: names.get(clientId)! },
    freelancer: { id: freelancerId, name: names.get(freelancerId)! },
  }));
}
