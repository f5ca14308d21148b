import type { Budget } from '@skillora/shared';
import type { ExperienceLevel, JobDuration, JobStatus, ProposalStatus } from '@skillora/shared/constants';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Integer cents as US dollars; whole amounts without ".00". */
/** "1 proposal", "1,204 proposals": a count with its noun, singular for one. */
export const formatCount = (count: number, noun: string) =>
  `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

export const formatMoney = (cents: number) => (cents % 100 === 0 ? usdWhole : usd).format(cents / 100);

/** "Fixed price · $1,500" or "Hourly · $25–$40 /hr". */
export function formatBudget(budget: Budget): string {
  return budget.type === 'fixed'
    ? `Fixed price · ${formatMoney(budget.amountCents)}`
    : `Hourly · ${formatMoney(budget.minRateCents)}–${formatMoney(budget.maxRateCents)} /hr`;
}

/** A bid reads as a total on a fixed-price job and as a rate on an hourly one. */
export const formatBid = (bidCents: number, budgetType: Budget['type']) =>
  budgetType === 'hourly' ? `${formatMoney(bidCents)} /hr` : formatMoney(bidCents);

/** What the user typed in a dollar field, as integer cents (NaN for anything else, so zod says so). */
export function dollarsToCents(value: unknown): number | undefined {
  if (typeof value === 'number') return Math.round(value * 100);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const cleaned = value.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
}

/** Cents back to the dollar text a field shows. */
export const centsToDollars = (cents: number | undefined) =>
  cents === undefined || Number.isNaN(cents) ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);

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
};

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  submitted: 'Submitted',
  shortlisted: 'Shortlisted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatMonth = (iso: string) => monthFormat.format(new Date(iso));

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday": how job boards date a posting. */
export function formatAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
