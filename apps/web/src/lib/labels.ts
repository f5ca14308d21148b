import type {
  ContractStatus,
  ExperienceLevel,
  JobDuration,
  JobStatus,
  ProposalStatus,
} from '@skillora/shared/constants';

/** One word for each value, wherever it shows: a badge, a filter, a select. */
export const EXPERIENCE_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry level',
  intermediate: 'Intermediate',
  expert: 'Expert',
};

export const DURATION_LABELS: Record<JobDuration, string> = {
  less_than_1_month: 'Less than 1 month',
  '1_to_3_months': '1 to 3 months',
  '3_to_6_months': '3 to 6 months',
  more_than_6_months: 'More than 6 months',
};

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
  in_progress: 'In progress',
};

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  submitted: 'Submitted',
  shortlisted: 'Shortlisted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  hired: 'Hired',
};

/** An ended contract reads "Ended" everywhere: the parties' lists and pages, the admin's table and filter. */
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  active: 'Active',
  ended: 'Ended',
};
