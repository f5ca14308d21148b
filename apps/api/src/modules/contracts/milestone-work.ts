import type { Clock } from '../../lib/clock';
import type { Tx } from '../../outbox';
import type { Viewer } from './contract-view';
import { lockFor } from './milestone-access';
import { daysLater, type MilestoneDeps, type MilestoneIds, moveMilestone } from './milestone-changes';
import { attachSubmissionFiles, type SubmittedWork } from './submission-files';

declare module '../../outbox' {
  interface EventMap {
    /**
     * Timer: `hoursLeft` before an auto-release, the client is reminded; a no-op unless that
     * submission still waits for that release (`dueAt`: a dispute pauses and moves it).
     */
    'milestone.auto_release_reminder': {
      contractId: string;
      milestoneId: string;
      submission: number;
      hoursLeft: number;
      dueAt?: string;
    };
    /** Timer: due AUTO_RELEASE_DAYS after a submission; a no-op unless that submission still waits. */
    'milestone.auto_release_due': { contractId: string; milestoneId: string; submission: number };
  }
}

/** Before an auto-release the client is reminded this many hours ahead (issue 16). */
export const AUTO_RELEASE_REMINDER_HOURS = [72, 24] as const;
const HOUR_MS = 3_600_000;

/**
 * The auto-release of a submission at `at`, and the client's reminders before it: on submit, and
 * when a dispute that paused the clock is withdrawn (issue 25).
 */
export function scheduleAutoRelease(
  tx: Tx,
  clock: Clock,
  work: MilestoneIds & { submission: number },
  at: Date,
) {
  const { milestoneId, submission } = work;
  tx.emit('milestone.auto_release_due', `timer:release:${milestoneId}:${submission}`, work, {
    availableAt: at,
  });
  for (const hoursLeft of AUTO_RELEASE_REMINDER_HOURS) {
    const remindAt = new Date(at.getTime() - hoursLeft * HOUR_MS);
    if (remindAt <= clock.now()) continue;
    tx.emit(
      'milestone.auto_release_reminder',
      `timer:remind:${milestoneId}:${submission}:${hoursLeft}`,
      { ...work, hoursLeft, dueAt: at.toISOString() },
      { availableAt: remindAt },
    );
  }
}

/** The work on a milestone: the freelancer submits it, the client sends it back or cancels the milestone. */
export function milestoneWork({ uow, clock, terms }: MilestoneDeps) {
  return {
    submit: (ids: MilestoneIds, viewer: Viewer, work: SubmittedWork) =>
      uow.run(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['freelancer']);
        // Before the move: a refused file leaves the milestone as it was (one transaction).
        await attachSubmissionFiles(tx.repos, ids.milestoneId, viewer.id, work.attachments);
        const submission = row.milestone.submissionCount + 1;
        const autoReleaseAt = daysLater(clock, terms.autoReleaseDays);
        const set = {
          submission: work.message,
          submissionLinks: work.links,
          submissionCount: submission,
          submittedAt: clock.now(),
          autoReleaseAt,
        };
        return moveMilestone(
          tx,
          row,
          { move: 'submit', actorId: viewer.id, set },
          { change: 'submitted', terms },
          () => scheduleAutoRelease(tx, clock, { ...ids, submission }, autoReleaseAt),
        );
      }),

    requestChanges: (ids: MilestoneIds, viewer: Viewer, note: string) =>
      uow.run(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['client']);
        const set = { changesNote: note, autoReleaseAt: null };
        return moveMilestone(
          tx,
          row,
          { move: 'requestChanges', actorId: viewer.id, set },
          { change: 'changes_requested', terms },
        );
      }),

    /** The client cancels a milestone nobody funded; a funded one is refunded instead. */
    cancel: (ids: MilestoneIds, viewer: Viewer) =>
      uow.run(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['client']);
        return moveMilestone(tx, row, { move: 'cancel', actorId: viewer.id }, { change: 'cancelled', terms });
      }),
  };
}
