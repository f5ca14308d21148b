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
// Two-step verification (ADR 031): authenticator codes as every app makes them (SHA-1, 6 digits, 30 s).
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
export const RECOVERY_CODE_COUNT = 10;
export const SESSION_COOKIE = 'accessToken';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

export const ADMIN_PAGE_SIZE = 5;
export const DIALOG_ERROR_MS = 3000;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const MOBILE_BREAKPOINT_PX = 768;

export { STORAGE_KEYS } from './storage-keys';

// Jobs and proposals (issue 6). Money is always integer US cents.
export const JOB_STATUSES = ['draft', 'open', 'closed', 'in_progress'] as const;
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
export const PROPOSAL_STATUSES = ['submitted', 'shortlisted', 'declined', 'withdrawn', 'hired'] as const;
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
/**
 * The "rating and up" choices Find Talent, Find Work and a job's proposals offer (issue 26; here, not
 * in review-rules.ts, so Find Work's chunk carries two numbers, not the formula); the API takes any
 * whole number of stars from 1 to 5.
 */
export const MIN_RATING_CHOICES = [4, 3] as const;
export const JOB_EXCERPT_LENGTH = 300;
/** Find Talent's rows show this much of a freelancer's overview (issue 14). */
export const TALENT_EXCERPT_LENGTH = 240;
export const INVITATION_MESSAGE_MAX = 1000;

// Contracts, milestones and SafePay escrow (issue 15, ADR 020). Money is integer minor units.
export const CURRENCIES = ['USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** 'countered': the other party answered with a new round (issue 32); 'expired': 7 days went unanswered. */
export const OFFER_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'countered',
  'expired',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const CONTRACT_STATUSES = ['active', 'ended'] as const;
/** Fixed price (milestones) or hourly (weekly invoices of logged time, issue 27). */
export const CONTRACT_TYPES = ['fixed', 'hourly'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const WEEKLY_LIMIT_MAX_HOURS = 80;
export const TIME_ENTRY_MEMO_MAX = 500;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const MILESTONE_STATUSES = [
  'pending',
  'funded',
  'submitted',
  'changes_requested',
  'released',
  'refunded',
  'cancelled',
  // Added during the contract (ADR 024): the client proposes, the freelancer accepts (→ pending) or declines.
  'proposed',
  'declined',
  // Settled through a dispute (issue 25): part released to the freelancer, the rest refunded.
  'split',
] as const;
/** Milestones that count in a contract's total: not cancelled, not a proposal, not declined. */
export const UNCOUNTED_MILESTONE_STATUSES = ['cancelled', 'proposed', 'declined'] as const;
/** A contract holds at most this many milestones, whatever their state. */
export const CONTRACT_MILESTONES_MAX = 100;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
/** Stripe's test payment methods; the sandbox provider behaves like Stripe does with them. */
export const TEST_PAYMENT_METHODS = [
  'pm_card_visa',
  'pm_card_mastercard',
  'pm_card_chargeDeclined',
  'pm_card_insufficientFunds',
  /** Needs 3-D Secure: the charge waits for the cardholder's challenge (issue 28). */
  'pm_card_authenticationRequired',
  /**
   * Saved with the provider (an hourly offer's card, ADR 037), then every charge of it is declined:
   * Stripe's 4000 0000 0000 0341. Stripe's other declining cards are refused already when saved.
   */
  'pm_card_chargeCustomerFail',
] as const;
export type TestPaymentMethod = (typeof TEST_PAYMENT_METHODS)[number];
export const MILESTONES_MAX = 20;
export const MILESTONE_MIN_CENTS = 500;
/** 10^13 cents: exact as a JS number on the wire, far beyond any real contract. */
export const MONEY_MAX_CENTS = 10_000_000_000_000;
export const OFFER_TITLE_MAX = 120;
export const OFFER_DESCRIPTION_MAX = 5000;
export const SUBMISSION_MESSAGE_MAX = 5000;
/** The ledger's transfer kinds, as the admin's payments filter offers them. */
export const TRANSFER_KINDS = [
  'fund',
  'release',
  'fee',
  'hold_end',
  'payout',
  'refund',
  /** A payout the provider could not deliver (a reversed transfer, a failed bank payout) comes back. */
  'payout_return',
  /** The undisputed rest of an hourly week moves to a milestone of its own (ADR 037). */
  'escrow_split',
] as const;
/** A freelancer's payout account as the wallet shows it (issue 28). */
export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'enabled', 'restricted'] as const;
// Feedback (issue 12): long enough to say something, short enough to read.
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;

// An admin's reason for unlisting a job, shown to its client (issue 12).
export const UNLIST_REASON_MAX = 500;

/**
 * 'Continue with Google' (issue 17, ADR 017). How a provider round trip ended, as the API tells the
 * browser in the `oidc` query parameter of the page it lands on; the web app owns the texts.
 */
export const OIDC_OUTCOMES = [
  'unavailable',
  'cancelled',
  'provider',
  'state',
  'expired',
  'unverified',
  'no-email',
  'invalid-email',
  'blocked',
  'admin',
  'taken',
  'linked',
] as const;
export type OidcOutcome = (typeof OIDC_OUTCOMES)[number];
export const OIDC_OUTCOME_PARAM = 'oidc';
/** A provider sign-in that needs its second step lands on `/login#second-factor=<loginToken>` (ADR 031). */
export const SECOND_FACTOR_FRAGMENT = 'second-factor=';
/** A new-device mail's "Sign out everywhere" link opens `/forgot-password#sign-out=<token>` (ADR 033). */
export const SIGN_OUT_TOKEN_FRAGMENT = 'sign-out=';

/** A passkey's name, as its owner gives it (ADR 032), and the name when they give none. */
export const PASSKEY_NAME_MAX = 60;
export const DEFAULT_PASSKEY_NAME = 'Passkey';

// Messages (issue 16): zod-free, so the web app's chunks can use them without pulling zod in.
/** The longest message a party can send (issue 16). */
export const MESSAGE_TEXT_MAX = 5000;
/** Sends per user per minute (issue 16). */
export const MESSAGE_SEND_LIMIT_PER_MINUTE = 30;
/** Files per message and bytes per file (issue 16). */
export const MESSAGE_FILES_MAX = 5;
export const MESSAGE_FILE_MAX_BYTES = 25 * 1024 * 1024;
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_PAGE_SIZE_MAX = 100;
/** Shown to both parties on a message that shares contact details or asks to pay elsewhere. */
export const OFF_PLATFORM_WARNING = 'Keep payments on Skillora: SafePay only protects payments made here';
/** What both parties see in place of a message (and its files) an admin hid (issue 31, ADR 030). */
export const MESSAGE_REMOVED_TEXT = 'This message was removed by Skillora.';
/** The longest reason an admin gives for hiding a message, warning or blocking a user (ADR 030). */
export const MODERATION_REASON_MAX = 500;
/** What a user may report, why, and how much they may write about it (issue 30). */
export const REPORT_SUBJECTS = ['user', 'job', 'message', 'review'] as const;
export const REPORT_REASONS = [
  'scam',
  'off_platform',
  'harassment',
  'inappropriate',
  'fake',
  'intellectual_property',
  'other',
] as const;
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
/** What an admin does about a reported subject (issue 30); every one but dismiss upholds the reports. */
export const REPORT_ACTIONS = ['dismiss', 'warn', 'hide', 'unlist', 'suspend'] as const;
export const REPORT_NOTE_MAX = 1000;
/** Reports a user may file in an hour (issue 30). */
export const REPORTS_PER_HOUR = 5;

/**
 * The largest value a PostgreSQL `integer` holds. Every whole number a request carries into a query
 * (page numbers, budget bounds in cents) is capped here, so a larger one answers 400 with words
 * rather than reaching the database as an out-of-range error (ADR 014).
 */
export const PG_INTEGER_MAX = 2_147_483_647;
