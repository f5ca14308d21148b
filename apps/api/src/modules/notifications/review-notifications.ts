import { REVIEW_REMINDER_DAYS_BEFORE } from '@skillora/shared';
import { textTime } from '@skillora/shared/text-times';
import type { Dispatcher, Repositories } from '../../outbox';
import type { NotificationsService } from './notifications.service';

// A deadline is kept as its instant and worded where the text is read, in the reader's zone.
const when = textTime;
type Side = 'client' | 'freelancer';

/**
 * What the parties hear of reviews (issue 26): each is asked for a review when a contract that moved
 * money ends, nudged when the other has reviewed, and reminded REVIEW_REMINDER_DAYS_BEFORE the window
 * closes — never once they have reviewed; both hear when the reviews are shown, the author of a
 * reply, both of an admin's hide.
 */
export function registerReviewNotifications(
  outbox: Dispatcher,
  service: NotificationsService,
  read: Repositories,
) {
  async function facts(contractId: string) {
    const w = await read.reviews.findWindow(contractId);
    if (!w) return null;
    const [rows, cards] = await Promise.all([
      read.reviews.onContract(contractId),
      read.users.findCards([w.clientId, w.freelancerId]),
    ]);
    const names = new Map(cards.map((u) => [u.id, u.name]));
    const userOf = (side: Side) => (side === 'client' ? w.clientId : w.freelancerId);
    return {
      w,
      userOf,
      name: (side: Side) => names.get(userOf(side)) ?? 'The other party',
      hasReviewed: (side: Side) => rows.some((r) => r.reviewerId === userOf(side)),
      link: (side: Side) => `/${side}/contracts/${contractId}`,
      title: `"${w.contractTitle}"`,
    };
  }
  const other = (side: Side): Side => (side === 'client' ? 'freelancer' : 'client');

  outbox.on('review.window_opened', 'notify: review the contract', async ({ id, payload }) => {
    const f = await facts(payload.contractId);
    if (!f || f.w.revealedAt) return;
    for (const side of ['client', 'freelancer'] as const) {
      if (f.hasReviewed(side)) continue;
      await service.create(id, f.userOf(side), 'review_request', {
        title: `How did ${f.title} go? Review ${f.name(other(side))}`,
        body: `The contract ${f.title} has ended. Rate ${f.name(other(side))} by ${when(f.w.closesAt)}: both reviews stay hidden until both are in or that day comes, so neither sees the other's first.`,
        link: f.link(side),
      });
    }
  });

  outbox.on('review.reminder', 'notify: review before the window closes', async ({ id, payload }) => {
    const f = await facts(payload.contractId);
    if (!f || f.w.revealedAt) return;
    for (const side of ['client', 'freelancer'] as const) {
      if (f.hasReviewed(side)) continue;
      await service.create(id, f.userOf(side), 'review_request', {
        title: `${REVIEW_REMINDER_DAYS_BEFORE} days left to review ${f.name(other(side))}`,
        body: `You can review ${f.name(other(side))} for ${f.title} until ${when(f.w.closesAt)}. After that, whatever is in is shown.`,
        link: f.link(side),
      });
    }
  });

  outbox.on('review.submitted', 'notify: the other party reviewed', async ({ id, payload }) => {
    const f = await facts(payload.contractId);
    const r = f && (await read.reviews.find(payload.reviewId));
    if (!f || !r || f.w.revealedAt) return;
    const side = other(r.reviewerSide);
    if (f.hasReviewed(side)) return;
    await service.create(id, f.userOf(side), 'review_request', {
      title: `${f.name(r.reviewerSide)} reviewed you for ${f.title}`,
      body: `Write your review to see theirs: both are shown once both are in, or on ${when(f.w.closesAt)}.`,
      link: f.link(side),
    });
  });

  outbox.on('review.revealed', 'notify: reviews shown', async ({ id, payload }) => {
    const f = await facts(payload.contractId);
    if (!f) return;
    for (const side of ['client', 'freelancer'] as const) {
      await service.create(id, f.userOf(side), 'review_update', {
        title: `The reviews of ${f.title} are shown`,
        body: f.hasReviewed(other(side))
          ? `${f.name(other(side))}'s review of you for ${f.title} is now visible. You may reply to it once.`
          : `The review window of ${f.title} has closed; ${f.name(other(side))} did not review you.`,
        link: f.link(side),
      });
    }
  });

  outbox.on('review.replied', 'notify: a reply to my review', async ({ id, payload }) => {
    const r = await read.reviews.find(payload.reviewId);
    const f = r && (await facts(r.contractId));
    if (!r || !f) return;
    await service.create(id, r.reviewerId, 'review_update', {
      title: `${f.name(other(r.reviewerSide))} replied to your review`,
      body: `${f.name(other(r.reviewerSide))} replied to your review of ${f.title}.`,
      link: f.link(r.reviewerSide),
    });
  });

  outbox.on('review.hidden', 'notify: a review was hidden', async ({ id, payload }) => {
    const r = await read.reviews.find(payload.reviewId);
    const f = r && (await facts(r.contractId));
    if (!r || !f) return;
    const by = f.name(r.reviewerSide);
    for (const side of ['client', 'freelancer'] as const) {
      await service.create(id, f.userOf(side), 'review_update', {
        title: `A review of ${f.title} was hidden`,
        body: `An admin hid ${side === r.reviewerSide ? 'your review' : `${by}'s review of you`} for ${f.title}: ${r.hiddenReason ?? ''}. Hidden reviews are not shown and do not count.`,
        link: f.link(side),
      });
    }
  });
}
