// Profile rules without zod (issue 14): the web app imports these at runtime (bundle budget), the
// schemas in schemas/profiles.ts build on them.

// Limits of profiles and files (issue 14, ADR 018).
export const FILE_KINDS = ['photo', 'portfolio_image', 'attachment'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const PROFILE_TITLE_MAX = 100;
export const PROFILE_OVERVIEW_MAX = 5000;
export const PROFILE_SKILLS_MAX = 15;
export const PROFILE_LANGUAGES_MAX = 10;
export const LANGUAGE_LEVELS = ['basic', 'conversational', 'fluent', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const PROFILE_HISTORY_MAX = 10;
export const PORTFOLIO_ITEMS_MAX = 20;
export const PORTFOLIO_IMAGES_MAX = 3;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const CLIENT_ABOUT_MAX = 2000;

export const PROFILE_FIELDS = [
  'photo',
  'title',
  'overview',
  'skills',
  'hourlyRate',
  'primaryCategory',
  'country',
  'timeZone',
  'languages',
  'portfolio',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** What a freelancer must fill before sending a proposal (issue 14). */
export const PROPOSAL_REQUIRED_FIELDS = ['title', 'overview', 'skills', 'hourlyRate'] as const;
export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  photo: 'a photo',
  title: 'a professional title',
  overview: 'an overview',
  skills: 'skills',
  hourlyRate: 'an hourly rate',
  primaryCategory: 'a primary category',
  country: 'your country',
  timeZone: 'your time zone',
  languages: 'languages',
  portfolio: 'a portfolio item',
};

export type CompletenessInput = {
  hasPhoto: boolean;
  title: string;
  overview: string;
  skillCount: number;
  hourlyRateCents: number | null;
  primaryCategoryId: string | null;
  country: string | null;
  timeZone: string | null;
  languageCount: number;
  portfolioCount: number;
};

/** The completeness meter: which fields are missing, and whether proposals are allowed yet. */
export function profileCompleteness(p: CompletenessInput): Completeness {
  const filled: Record<ProfileField, boolean> = {
    photo: p.hasPhoto,
    title: p.title.trim() !== '',
    overview: p.overview.trim() !== '',
    skills: p.skillCount > 0,
    hourlyRate: p.hourlyRateCents !== null,
    primaryCategory: p.primaryCategoryId !== null,
    country: p.country !== null,
    timeZone: p.timeZone !== null,
    languages: p.languageCount > 0,
    portfolio: p.portfolioCount > 0,
  };
  const missing = PROFILE_FIELDS.filter((f) => !filled[f]);
  return {
    percent: Math.round(((PROFILE_FIELDS.length - missing.length) * 100) / PROFILE_FIELDS.length),
    missing,
    canPropose: PROPOSAL_REQUIRED_FIELDS.every((f) => filled[f]),
  };
}

/** The text of the server's refusal, naming what is still missing. */
export function proposalBlockedMessage(missing: readonly ProfileField[]): string {
  const needed = PROPOSAL_REQUIRED_FIELDS.filter((f) => missing.includes(f)).map(
    (f) => PROFILE_FIELD_LABELS[f],
  );
  return `Complete your profile before sending proposals: add ${needed.join(', ')}.`;
}

export type Completeness = {
  percent: number;
  missing: ProfileField[];
  canPropose: boolean;
};

export const EARNINGS_BANDS = ['none', 'under_1k', '1k_plus', '10k_plus', '100k_plus', '1m_plus'] as const;
export type EarningsBand = (typeof EARNINGS_BANDS)[number];
export const EARNINGS_BAND_LABELS: Record<EarningsBand, string> = {
  none: 'No earnings yet',
  under_1k: 'Under $1K earned',
  '1k_plus': '$1K+ earned',
  '10k_plus': '$10K+ earned',
  '100k_plus': '$100K+ earned',
  '1m_plus': '$1M+ earned',
};
/** Earnings are shown as a band, never as an exact amount. */
export function earningsBand(cents: number): EarningsBand {
  if (cents <= 0) return 'none';
  if (cents < 100_000) return 'under_1k';
  if (cents < 1_000_000) return '1k_plus';
  if (cents < 10_000_000) return '10k_plus';
  if (cents < 100_000_000) return '100k_plus';
  return '1m_plus';
}
