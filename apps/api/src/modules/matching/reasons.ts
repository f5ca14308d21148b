import { type Budget, formatMoney, type Reputation } from '@skillora/shared';
import type { Reader } from './ranker';
import { LruCache } from './text-cache';
import { RATE_FIT } from './weights';

// Intl's formatting was a tenth of the re-rank: a ranking words the same few rates and budgets
// hundreds of times, so each amount's text is kept (a few hundred distinct amounts in practice).
const wordedAmounts = new LruCache<string>(2_000);
function dollars(cents: number): string {
  const key = String(cents);
  let text = wordedAmounts.get(key);
  if (text === undefined) {
    text = formatMoney(cents, 'short');
    wordedAmounts.set(key, text);
  }
  return text;
}

/** "$30–60/hr", as the issue writes a range. */
const hourlyRange = (min: number, max: number) =>
  min === max ? `${dollars(min)}/hr` : `${dollars(min)}–${dollars(max).replace(/^\D+/, '')}/hr`;

/** The rate signal (−1–1) of an hourly rate against a budget (weights.ts). */
export function rateFit(rateCents: number | null, budget: Budget | null): number {
  if (rateCents === null || budget === null) return 0;
  if (budget.type === 'fixed') return RATE_FIT.fixedPrice;
  if (rateCents < budget.minRateCents) return RATE_FIT.belowBudget;
  if (rateCents <= budget.maxRateCents) return 1;
  const over = rateCents / budget.maxRateCents - 1;
  return Math.max(-1, 1 - RATE_FIT.slopeAbove * over);
}

/** The rate against the budget in words, for the reader; null without a rate or a budget. */
export function rateText(rateCents: number | null, budget: Budget | null, reader: Reader): string | null {
  if (rateCents === null || budget === null) return null;
  const rate = `${dollars(rateCents)}/hr`;
  if (budget.type === 'fixed') {
    const price = dollars(budget.amountCents);
    return reader === 'client'
      ? `${rate}; your job has a fixed price of ${price}`
      : `Fixed price of ${price}; your rate is ${rate}`;
  }
  const range = hourlyRange(budget.minRateCents, budget.maxRateCents);
  const where =
    rateCents < budget.minRateCents ? 'below' : rateCents <= budget.maxRateCents ? 'within' : 'above';
  return reader === 'client'
    ? `${rate}, ${where} your ${range} budget`
    : `Your ${rate} rate is ${where} the ${range} budget`;
}

/** The reputation signal (0–1): the average rating and the score, when reviews exist. */
export function reputationFit(reputation: Reputation | null): number {
  if (!reputation || reputation.reviews === 0 || reputation.rating === null) return 0;
  const rating = reputation.rating / 5;
  return reputation.score === null ? rating : (rating + reputation.score / 100) / 2;
}

export function reputationText(reputation: Reputation | null): string | null {
  if (!reputation || reputation.reviews === 0 || reputation.rating === null) return null;
  const reviews = `${reputation.reviews} review${reputation.reviews === 1 ? '' : 's'}`;
  const score = reputation.score === null ? '' : `, score ${reputation.score}`;
  return `Rated ${reputation.rating.toFixed(1)} from ${reviews}${score}`;
}
