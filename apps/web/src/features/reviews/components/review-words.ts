import { criteriaOf, REVIEW_CRITERION_LABELS, type ReviewCriterion } from '@skillora/shared/review-rules';

type Side = 'client' | 'freelancer';

/** "the client" / "the freelancer": the other party when their name is not at hand. */
export const sideNoun = (side: Side) => (side === 'client' ? 'the client' : 'the freelancer');

const isCriterion = (name: string): name is ReviewCriterion => name in REVIEW_CRITERION_LABELS;

/** The criteria a review of someone on `reviewed` rates: the server's list when it sends one. */
export function criteriaFor(reviewed: Side, fromServer: readonly string[] = []): ReviewCriterion[] {
  const named = fromServer.filter(isCriterion);
  return named.length > 0 ? named : [...criteriaOf(reviewed)];
}

/** A criterion's label, or its name when a newer server sends one this page does not know. */
export const criterionLabel = (name: string) => (isCriterion(name) ? REVIEW_CRITERION_LABELS[name] : name);
