import type { ReportAction, ReportReason, ReportStatus, ReportSubjectType } from '@skillora/shared';

/** The reasons a user picks from, in the words of the report form and of the admins' queue. */
export const REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  off_platform: 'Asks to pay or talk outside Skillora',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate content',
  fake: 'Fake profile or job',
  intellectual_property: 'Intellectual property',
  other: 'Something else',
};

export const SUBJECT_LABELS: Record<ReportSubjectType, string> = {
  user: 'Person',
  job: 'Job',
  message: 'Message',
  review: 'Review',
};

/** What became of a report, as its reporter reads it. */
export function outcomeOf(status: ReportStatus, action: ReportAction | null): string {
  if (status === 'open') return 'Under review';
  if (status === 'dismissed') return 'Reviewed: no action needed';
  return action ? OUTCOMES[action] : 'Action taken';
}

const OUTCOMES: Record<ReportAction, string> = {
  dismiss: 'Reviewed: no action needed',
  warn: 'Action taken: the person was warned',
  hide: 'Action taken: it was removed',
  unlist: 'Action taken: the job was taken down',
  suspend: 'Action taken: the account was suspended',
};
