import type { GetFlaggedMessagesResponse } from '@skillora/shared';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';

/**
 * The admins' list of flagged messages, newest first, with the job's title (jobs) and the parties'
 * names (auth): one batched read of each per page (ADR 026).
 */
export async function listFlagged(
  uow: UnitOfWork,
  query: { page: number; limit: number },
): Promise<GetFlaggedMessagesResponse> {
  const found = await uow.read.messages.listFlagged(query.page, query.limit);
  const [jobs, users] = await Promise.all([
    uow.read.jobs.findCards(found.rows.map((r) => r.jobId)),
    uow.read.users.findCards(found.rows.flatMap((r) => [r.senderId, r.recipientId])),
  ]);
  const titleOf = new Map(jobs.map((j) => [j.id, j.title]));
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  const rows = found.rows.flatMap(({ jobId, senderId, recipientId, ...row }) => {
    const [jobTitle, sender, recipient] = [titleOf.get(jobId), nameOf.get(senderId), nameOf.get(recipientId)];
    // The conversation's foreign keys: a row without its job or a party was deleted with them meanwhile.
    if (jobTitle === undefined || sender === undefined || recipient === undefined) return [];
    return [
      {
        ...row,
        sender: { id: senderId, name: sender },
        recipient: { id: recipientId, name: recipient },
        jobTitle,
      },
    ];
  });
  return paginate.page(rows, found.total, query);
}
