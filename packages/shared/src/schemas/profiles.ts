import { HOURLY_RATE_MAX_CENTS, HOURLY_RATE_MIN_CENTS } from '../constants';
import { isCountryCode } from '../countries';
import { DIRECTION_CONTROLS_MESSAGE, hasDirectionControls } from '../direction-controls';
import {
  CLIENT_ABOUT_MAX,
  EARNINGS_BANDS,
  LANGUAGE_LEVELS,
  PORTFOLIO_IMAGES_MAX,
  PROFILE_FIELDS,
  PROFILE_HISTORY_MAX,
  PROFILE_LANGUAGES_MAX,
  PROFILE_OVERVIEW_MAX,
  PROFILE_SKILLS_MAX,
  PROFILE_TITLE_MAX,
} from '../profiles';
import * as z from '../zod';
import { PublicCatalogItemSchema } from './catalog';
import { centsSchema } from './jobs';
import { ReputationSchema } from './reviews';

/** Multi-line plain text: Windows line ends become \n, outer blanks go. */
const plainText = () => z.string().overwrite((s) => s.replace(/\r\n?/g, '\n').trim());

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((s) => (s ? s : null));

/** A current ISO 3166-1 alpha-2 code: a withdrawn one (DD, UK, SU…) is refused (issue 31). */
export const CountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'Choose a country from the list')
  .nullable();

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length <= 64;
  } catch {
    return false;
  }
};
export const TimeZoneSchema = z
  .string()
  .trim()
  .refine(isTimeZone, 'Choose a time zone from the list')
  .nullable();

export const WebsiteSchema = z
  .string()
  .trim()
  .max(200, 'Link must be at most 200 characters')
  .refine((s) => s === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s), 'Enter a link starting with https://')
  .nullable()
  .transform((s) => (s ? s : null));

const yearSchema = (label: string) =>
  z
    .number(`${label} must be a year`)
    .int(`${label} must be a year`)
    .min(1950, `${label} must be 1950 or later`)
    .max(2100, `${label} must be 2100 or earlier`);

export const LanguageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name each language')
    .max(40, 'A language name must be at most 40 characters'),
  level: z.enum(LANGUAGE_LEVELS, 'Choose a level for each language'),
});

const fromTo = <T extends { fromYear: number; toYear: number | null }>(row: T) =>
  row.toYear === null || row.toYear >= row.fromYear;

export const EmploymentSchema = z
  .object({
    company: z
      .string()
      .trim()
      .min(1, 'Company is required')
      .max(100, 'Company must be at most 100 characters'),
    title: z.string().trim().min(1, 'Role is required').max(100, 'Role must be at most 100 characters'),
    fromYear: yearSchema('From'),
    toYear: yearSchema('To').nullable(),
    description: plainText().max(1000, 'Description must be at most 1000 characters').default(''),
  })
  .refine(fromTo, { message: 'The end year must not be before the start year', path: ['toYear'] });

export const EducationSchema = z
  .object({
    school: z.string().trim().min(1, 'School is required').max(100, 'School must be at most 100 characters'),
    degree: z.string().trim().max(100, 'Degree must be at most 100 characters').default(''),
    fromYear: yearSchema('From'),
    toYear: yearSchema('To').nullable(),
  })
  .refine(fromTo, { message: 'The end year must not be before the start year', path: ['toYear'] });

/**
 * PUT /api/freelancer/profile: the whole profile each time. Every field may stay empty; proposals
 * wait until title, overview, skills and rate are there (see `profileCompleteness`).
 */
export const SaveFreelancerProfileRequestSchema = z.object({
  title: z.string().trim().max(PROFILE_TITLE_MAX, `Title must be at most ${PROFILE_TITLE_MAX} characters`),
  overview: plainText().max(
    PROFILE_OVERVIEW_MAX,
    `Overview must be at most ${PROFILE_OVERVIEW_MAX.toLocaleString('en-US')} characters`,
  ),
  skillIds: z
    .array(z.uuid('Choose skills from the list'))
    .max(PROFILE_SKILLS_MAX, `Choose at most ${PROFILE_SKILLS_MAX} skills`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each skill can be chosen only once'),
  primaryCategoryId: z.uuid('Choose a category from the list').nullable(),
  hourlyRateCents: centsSchema('Hourly rate', HOURLY_RATE_MIN_CENTS, HOURLY_RATE_MAX_CENTS).nullable(),
  country: CountrySchema,
  timeZone: TimeZoneSchema,
  languages: z
    .array(LanguageSchema)
    .max(PROFILE_LANGUAGES_MAX, `List at most ${PROFILE_LANGUAGES_MAX} languages`)
    .refine(
      (rows) => new Set(rows.map((r) => r.name.toLowerCase())).size === rows.length,
      'Each language can be listed only once',
    )
    .default([]),
  employment: z
    .array(EmploymentSchema)
    .max(PROFILE_HISTORY_MAX, `List at most ${PROFILE_HISTORY_MAX} jobs`)
    .default([]),
  education: z
    .array(EducationSchema)
    .max(PROFILE_HISTORY_MAX, `List at most ${PROFILE_HISTORY_MAX} schools`)
    .default([]),
});
export type SaveFreelancerProfileRequest = z.input<typeof SaveFreelancerProfileRequestSchema>;
export type FreelancerProfileFields = z.output<typeof SaveFreelancerProfileRequestSchema>;

export const PortfolioItemFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(100, 'Title must be at most 100 characters'),
  description: plainText().max(2000, 'Description must be at most 2000 characters').default(''),
  link: WebsiteSchema.default(null),
});
export type PortfolioItemInput = z.input<typeof PortfolioItemFieldsSchema>;

export const PortfolioImageSchema = z.object({ fileId: z.uuid(), url: z.string() });
export const PortfolioItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  images: z.array(PortfolioImageSchema).max(PORTFOLIO_IMAGES_MAX),
});
export type PortfolioItem = z.infer<typeof PortfolioItemSchema>;

export const CompletenessSchema = z.object({
  percent: z.number().int(),
  missing: z.array(z.enum(PROFILE_FIELDS)),
  canPropose: z.boolean(),
});

const historyOut = {
  languages: z.array(z.object({ name: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  employment: z.array(
    z.object({
      company: z.string(),
      title: z.string(),
      fromYear: z.number().int(),
      toYear: z.number().int().nullable(),
      description: z.string(),
    }),
  ),
  education: z.array(
    z.object({
      school: z.string(),
      degree: z.string(),
      fromYear: z.number().int(),
      toYear: z.number().int().nullable(),
    }),
  ),
};

/** The freelancer's own profile, as the edit page reads it. */
export const FreelancerProfileSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  title: z.string(),
  overview: z.string(),
  skills: z.array(PublicCatalogItemSchema),
  primaryCategory: PublicCatalogItemSchema.nullable(),
  hourlyRateCents: z.number().int().nullable(),
  country: z.string().nullable(),
  timeZone: z.string().nullable(),
  ...historyOut,
  portfolio: z.array(PortfolioItemSchema),
  completeness: CompletenessSchema,
});
export type FreelancerProfile = z.infer<typeof FreelancerProfileSchema>;
export const GetFreelancerProfileResponseSchema = z.object({ data: FreelancerProfileSchema });
export const SaveFreelancerProfileResponseSchema = z.object({
  data: FreelancerProfileSchema,
  message: z.string(),
});

export const SavePortfolioItemRequestSchema = PortfolioItemFieldsSchema;
export const PortfolioItemResponseSchema = z.object({ data: PortfolioItemSchema, message: z.string() });
/** A portfolio item's image: …/portfolio/:id/images/:fileId. */
export const PortfolioImageParamsSchema = z.object({
  id: z.uuid({ error: 'Not found' }),
  fileId: z.uuid({ error: 'Not found' }),
});

export const UploadPhotoResponseSchema = z.object({ data: z.object({ photoUrl: z.string() }) });
export type UploadPhotoResponse = z.infer<typeof UploadPhotoResponseSchema>;

/** GET /api/freelancers/{id}: what anyone may read; `id` is the user's id, as in the search rows. */
export const PublicFreelancerProfileSchema = FreelancerProfileSchema.omit({ completeness: true }).extend({
  id: z.uuid(),
  memberSince: z.iso.datetime(),
  jobsCompleted: z.number().int(),
  earningsBand: z.enum(EARNINGS_BANDS),
  /** Score (null before 2 counterparties), average rating and count of reviews (issue 26). */
  reputation: ReputationSchema,
});
export type PublicFreelancerProfile = z.infer<typeof PublicFreelancerProfileSchema>;
export const GetPublicFreelancerProfileResponseSchema = z.object({ data: PublicFreelancerProfileSchema });

export const SaveClientProfileRequestSchema = z.object({
  companyName: optionalText('Company name', 100).refine(
    (name) => name === null || !hasDirectionControls(name),
    DIRECTION_CONTROLS_MESSAGE,
  ),
  about: plainText().max(
    CLIENT_ABOUT_MAX,
    `About must be at most ${CLIENT_ABOUT_MAX.toLocaleString('en-US')} characters`,
  ),
  location: optionalText('Location', 100),
  website: WebsiteSchema,
});
export type SaveClientProfileRequest = z.input<typeof SaveClientProfileRequestSchema>;
export type ClientProfileFields = z.output<typeof SaveClientProfileRequestSchema>;

export const ClientProfileSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  companyName: z.string().nullable(),
  about: z.string(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  memberSince: z.iso.datetime(),
  jobsPosted: z.number().int(),
  hires: z.number().int(),
});
export type ClientProfile = z.infer<typeof ClientProfileSchema>;
export const GetClientProfileResponseSchema = z.object({ data: ClientProfileSchema });
export const SaveClientProfileResponseSchema = z.object({ data: ClientProfileSchema, message: z.string() });
