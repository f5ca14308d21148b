import { type Budget, type BudgetType, JOB_SKILLS_MAX, JOB_TITLE_MAX, JOB_TITLE_MIN } from '@skillora/shared';
import { ASSIST } from './weights';
import { stemOf } from './words';

/**
 * The job-post assistant's reasoning (issue 29, ADR 036), without the database: what a one-line
 * description names of the catalog, what similar jobs chose, and what those that hired budgeted.
 */

type Entry = { id: string; name: string };
export type Similar = { categoryId: string | null; skillIds: readonly string[]; budget: Budget | null };

/**
 * Words as stems, joined by single spaces and padded, so that a catalog name is found as a whole
 * phrase: "Node.js" is " node js ", and "dashboards" meets "Dashboard". `+` and `#` stay (C++, C#).
 */
const phraseOf = (text: string): string =>
  ` ${text
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((word) => word !== '')
    .map(stemOf)
    .join(' ')} `;

/**
 * The entries whose names the text says, in the order they appear in it. Longer names are looked for
 * first and take their words, so "React Native" is not also "React".
 */
export function entriesNamedIn<T extends Entry>(text: string, entries: readonly T[]): T[] {
  let said = phraseOf(text);
  const found: Array<{ entry: T; at: number }> = [];
  const longestFirst = [...entries].sort((a, b) => phraseOf(b.name).length - phraseOf(a.name).length);
  for (const entry of longestFirst) {
    const name = phraseOf(entry.name);
    const at = name.trim() === '' ? -1 : said.indexOf(name);
    if (at < 0) continue;
    found.push({ entry, at });
    // Blank the words out (keeping positions) so that a shorter name inside them is not found.
    said = said.split(name).join(` ${'_'.repeat(name.length - 2)} `);
  }
  return found.sort((a, b) => a.at - b.at).map(({ entry }) => entry);
}

// What people type before the job itself: "Hi! We are looking for someone to …".
const GREETING = /^(?:hi|hello|hey)(?:\s+there)?\b[\s,!.]*/i;
const LEAD_IN =
  /^(?:(?:i|we)(?:'m|'re| am| are)?\s+)?(?:(?:really\s+)?(?:need|want|would like|looking for|seeking|searching for|hiring)\s+)?(?:(?:someone|somebody|a freelancer|an expert|a person|help)\s+)?(?:(?:who can|to)\s+)?/i;

/**
 * A title from the description: its first sentence without the lead-in, capitalised, cut at a word
 * before the limit. Falls back to the description's own start when too little is left.
 */
export function titleFrom(description: string): string {
  const firstSentence = description
    .trim()
    .replace(GREETING, '')
    .split(/(?<=[.!?])\s+|\n/)[0]!
    .replace(/[.!?]+$/, '');
  const stripped = firstSentence.replace(LEAD_IN, '').trim();
  const text = stripped.length >= JOB_TITLE_MIN ? stripped : firstSentence.trim();
  const cut = text.length <= JOB_TITLE_MAX ? text : text.slice(0, text.lastIndexOf(' ', JOB_TITLE_MAX));
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}

/**
 * The category: the one the text names, else the vote of the most similar jobs (nearer ones
 * weigh more), else null.
 */
export function categoryFrom(
  description: string,
  categories: readonly Entry[],
  similar: readonly Similar[],
): string | null {
  const named = entriesNamedIn(description, categories)[0];
  if (named) return named.id;
  const listed = new Set(categories.map((c) => c.id));
  const votes = new Map<string, number>();
  similar.slice(0, ASSIST.neighbours).forEach((job, rank) => {
    if (job.categoryId && listed.has(job.categoryId))
      votes.set(job.categoryId, (votes.get(job.categoryId) ?? 0) + 1 / (rank + 1));
  });
  let best: string | null = null;
  for (const [id, weight] of votes) if (best === null || weight > votes.get(best)!) best = id;
  return best;
}

/**
 * The skills: those the text names, then those most of the nearest similar jobs chose (how "mobile
 * app" finds React Native when the jobs that said so named it), listed ones only.
 */
export function skillsFrom(
  description: string,
  skills: readonly Entry[],
  similar: readonly Similar[],
): string[] {
  const named = entriesNamedIn(description, skills).map((s) => s.id);
  const listed = new Set(skills.map((s) => s.id));
  const nearest = similar.slice(0, ASSIST.neighbours);
  const counts = new Map<string, number>();
  for (const job of nearest)
    for (const id of new Set(job.skillIds)) if (listed.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const needed = Math.max(ASSIST.minSkillVotes, Math.ceil(nearest.length * ASSIST.skillShare));
  const common = [...counts]
    .filter(([id, count]) => count >= needed && !named.includes(id))
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id);
  return [...named, ...common].slice(0, JOB_SKILLS_MAX);
}

/** The p-th percentile (0–1) of sorted values, interpolated between neighbours (as Excel's PERCENTILE). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of nothing');
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** One amount per job: a fixed price, or the middle of an hourly range. */
const amountOf = (budget: Budget): number =>
  budget.type === 'fixed' ? budget.amountCents : (budget.minRateCents + budget.maxRateCents) / 2;

const toDollars = (cents: number) => Math.round(cents / 100) * 100;

/** The 25th–75th percentile of amounts, in whole dollars; null when fewer than `atLeast`. */
export function middleHalfOf(
  amounts: readonly number[],
  atLeast: number,
): { minCents: number; maxCents: number } | null {
  if (amounts.length < atLeast) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  return { minCents: toDollars(percentile(sorted, 0.25)), maxCents: toDollars(percentile(sorted, 0.75)) };
}

/**
 * The 25th–75th percentile of what similar jobs that hired budgeted, in whole dollars, of the budget
 * type most of them used; null when fewer than ASSIST.minHiredJobs of that type hired.
 */
export function budgetFrom(
  hired: ReadonlyArray<Budget | null>,
): { type: BudgetType; minCents: number; maxCents: number } | null {
  const byType = { fixed: [] as number[], hourly: [] as number[] };
  for (const budget of hired.slice(0, ASSIST.budgetJobs))
    if (budget) byType[budget.type].push(amountOf(budget));
  const type: BudgetType = byType.hourly.length > byType.fixed.length ? 'hourly' : 'fixed';
  const range = middleHalfOf(byType[type], ASSIST.minHiredJobs);
  return range && { type, ...range };
}
