import type { GetFlaggedMessagesResponse } from '@skillora/shared';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';

/**
 * The admins' list of flagged messages, newest first, with the job's title (jobs), the parties'
 * names (auth) and the warnings sent about each (moderation): one batched read of each per page
 * (ADR 026). A hidden message stays on the list, marked with its reason (ADR 030).
 */
export async function listFlagged(
  uow: UnitOfWork,
  query: { page: number; limit: number },
): Promise<GetFlaggedMessagesResponse> {
  const found = await uow.read.messages.listFlagged(query.page, query.limit);
  const [jobs, users, warnings] = await Promise.all([
    uow.read.jobs.findCards(found.rows.map((r) => r.jobId)),
    uow.read.users.findCards(found.rows.flatMap((r) => [r.senderId, r.recipientId])),
    uow.read.moderationActions.about(
      'warn',
      'message',
      found.rows.map((r) => r.id),
    ),
  ]);
  const titleOf = new Map(jobs.map((j) => [j.id, j.title]));
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  const warningsOf = (id: string) =>
    warnings
      .filter((w) => w.subjectId === id)
      .map((w) => ({ at: w.createdAt.toISOString(), reason: w.reason }));
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
        warnings: warningsOf(row.id),
      },
    ];
  });
  return paginate.page(rows, found.total, query);
}
