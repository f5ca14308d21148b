/** Business constants, limits and storage keys from the spec (§9) and the issues. */
export const ROLES = ['client', 'freelancer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const SIGNUP_ROLES = ['client', 'freelancer'] as const satisfies readonly Role[];
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_S = 60;
export const OTP_RESENDS_PER_HOUR = 5;

export const SESSION_TTL_S = 7 * 24 * 60 * 60;
export const SESSION_COOKIE = 'accessToken';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

export const ADMIN_PAGE_SIZE = 5;
export const DIALOG_ERROR_MS = 3000;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const MOBILE_BREAKPOINT_PX = 768;

export const STORAGE_KEYS = {
  theme: 'theme',
  userRole: 'userRole',
  user: 'user',
} as const;

// Jobs and proposals (issue 6). Money is always integer US cents.
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const BUDGET_TYPES = ['fixed', 'hourly'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];
export const EXPERIENCE_LEVELS = ['entry', 'intermediate', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const JOB_DURATIONS = [
  'less_than_1_month',
  '1_to_3_months',
  '3_to_6_months',
  'more_than_6_months',
] as const;
export type JobDuration = (typeof JOB_DURATIONS)[number];
/** The admin job list's filter: jobs an admin has unlisted, or not. */
export const JOB_LISTINGS = ['listed', 'unlisted'] as const;
export const PROPOSAL_STATUSES = ['submitted', 'shortlisted', 'declined', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const JOB_TITLE_MIN = 5;
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MIN = 50;
export const JOB_DESCRIPTION_MAX = 5000;
export const JOB_SKILLS_MAX = 10;
export const COVER_LETTER_MIN = 50;
export const COVER_LETTER_MAX = 5000;
// Upwork's floors ($5 fixed, $3/hour) and ceilings that catch a mistyped extra zero or two.
export const FIXED_BUDGET_MIN_CENTS = 500;
export const FIXED_BUDGET_MAX_CENTS = 100_000_000;
export const HOURLY_RATE_MIN_CENTS = 300;
export const HOURLY_RATE_MAX_CENTS = 99_900;

export const JOB_PAGE_SIZE = 20;
export const JOB_PAGE_SIZE_MAX = 50;
export const JOB_SEARCH_MAX = 200;
export const JOB_EXCERPT_LENGTH = 300;

// Feedback (issue 12): long enough to say something, short enough to read.
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;

// An admin's reason for unlisting a job, shown to its client (issue 12).
export const UNLIST_REASON_MAX = 500;
