import { describe, expect, it } from 'vitest';
import {
  amountBand,
  averageRating,
  contractPoints,
  contractWeight,
  type ReputationInput,
  reputationScore,
} from './review-rules';

// The published formula (ADR 028), case by case: each row is a history and the score it must give.

const NOW = new Date('2026-11-27T12:00:00.000Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** A contract that ended `endedDaysAgo` days ago after running `days` days. */
function contract(
  over: Partial<ReputationInput> & { days?: number; endedDaysAgo?: number } = {},
): ReputationInput {
  const { days = 30, endedDaysAgo = 10, ...rest } = over;
  return {
    counterpartyId: 'a',
    amountCents: 20_000,
    startedAt: daysAgo(endedDaysAgo + days),
    endedAt: daysAgo(endedDaysAgo),
    rating: 5,
    wouldWorkAgain: true,
    nothingDelivered: false,
    lostDispute: false,
    counterpartyBlocked: false,
    ...rest,
  };
}

describe('contractWeight', () => {
  it.each([
    [100, 0, 1],
    [25_000, 0, 1],
    [25_001, 0, 1.25],
    [100_000, 0, 1.25],
    [100_001, 0, 1.5],
    [20_000, 89, 1],
    [20_000, 90, 2],
    [20_000, 180, 3],
    [500_000, 400, 5.5],
    [500_000, 3 * 365, 8],
  ])('%i cents over %i days weighs %d', (cents, days, weight) => {
    expect(contractWeight(cents, daysAgo(days), NOW)).toBe(weight);
  });
});

describe('contractPoints', () => {
  it.each([
    [5, true, 100],
    [5, false, 60],
    [4, false, 45],
    [3, true, 70],
    [1, true, 40],
    [1, false, 0],
  ])('%i stars, would work again %s: %i points', (rating, again, points) => {
    expect(
      contractPoints({ rating, wouldWorkAgain: again, nothingDelivered: false, lostDispute: false }),
    ).toBe(points);
  });

  it('a lost dispute or nothing delivered is 0 whatever the review said; no review and no penalty is no signal', () => {
    const review = { rating: 5, wouldWorkAgain: true };
    expect(contractPoints({ ...review, nothingDelivered: true, lostDispute: false })).toBe(0);
    expect(contractPoints({ ...review, nothingDelivered: false, lostDispute: true })).toBe(0);
    expect(
      contractPoints({ rating: null, wouldWorkAgain: null, nothingDelivered: false, lostDispute: false }),
    ).toBeNull();
  });
});

describe('reputationScore', () => {
  const cases: Array<[string, ReputationInput[], number | null, number]> = [
    ['no contracts', [], null, 0],
    ['one counterparty only', [contract(), contract({ rating: 4 })], null, 1],
    ['two perfect contracts with two people', [contract(), contract({ counterpartyId: 'b' })], 100, 2],
    [
      // (1 × 100 + 1.5 × 30) / 2.5 = 58
      'weighted by money',
      [contract(), contract({ counterpartyId: 'b', amountCents: 200_000, rating: 3, wouldWorkAgain: false })],
      58,
      2,
    ],
    [
      // (3 × 0 + 1.25 × 100) / 4.25 = 29.4
      'weighted by duration',
      [
        contract({ days: 200, rating: 1, wouldWorkAgain: false }),
        contract({ counterpartyId: 'b', amountCents: 30_000, days: 10 }),
      ],
      29,
      2,
    ],
    [
      'rounded half up: (45 + 100) / 2 = 72.5',
      [contract({ rating: 4, wouldWorkAgain: false }), contract({ counterpartyId: 'b' })],
      73,
      2,
    ],
    [
      'a lost dispute counts 0 even with 5 stars',
      [contract(), contract({ counterpartyId: 'b', lostDispute: true })],
      50,
      2,
    ],
    [
      'nothing delivered counts 0 without a review, and its client counts as a counterparty',
      [
        contract(),
        contract({ counterpartyId: 'b', rating: null, wouldWorkAgain: null, nothingDelivered: true }),
      ],
      50,
      2,
    ],
    [
      'an unreviewed contract without a penalty is no signal: not counted, no counterparty',
      [contract(), contract({ counterpartyId: 'b', rating: null, wouldWorkAgain: null })],
      null,
      1,
    ],
    [
      'a contract that ended more than 24 months ago does not count',
      [contract(), contract({ counterpartyId: 'b', endedDaysAgo: 731, rating: 1, wouldWorkAgain: false })],
      null,
      1,
    ],
    [
      'a blocked counterparty does not count, for or against',
      [contract(), contract({ counterpartyId: 'b', counterpartyBlocked: true, lostDispute: true })],
      null,
      1,
    ],
    [
      // (8 × 60 + 1 × 100 + 1.25 × 15) / 10.25 = 58.4
      'capped weight, three people',
      [
        contract({ amountCents: 900_000, days: 900, rating: 5, wouldWorkAgain: false }),
        contract({ counterpartyId: 'b' }),
        contract({ counterpartyId: 'c', amountCents: 50_000, rating: 2, wouldWorkAgain: false }),
      ],
      58,
      3,
    ],
  ];

  it.each(cases)('%s', (_name, inputs, score, counterparties) => {
    const outcome = reputationScore(inputs, NOW);
    expect(outcome.score).toBe(score);
    expect(outcome.counterparties).toBe(counterparties);
    expect(outcome.lines).toHaveLength(inputs.length);
  });

  it('says why each contract counts or not, with its weight', () => {
    const outcome = reputationScore(
      [
        contract(),
        contract({ counterpartyId: 'b', rating: null, wouldWorkAgain: null }),
        contract({ counterpartyId: 'c', endedDaysAgo: 800 }),
        contract({ counterpartyId: 'd', counterpartyBlocked: true, amountCents: 50_000 }),
      ],
      NOW,
    );
    expect(outcome.lines).toEqual([
      { weight: 1, points: 100, status: 'counted' },
      { weight: 1, points: null, status: 'no_signal' },
      { weight: 1, points: null, status: 'older' },
      { weight: 1.25, points: null, status: 'blocked_counterparty' },
    ]);
    expect(outcome).toMatchObject({ totalWeight: 1, weightedPoints: 100 });
  });

  it('counts a contract that ended exactly 24 months ago, and takes ISO strings', () => {
    const edge = '2024-11-27T12:00:00.000Z';
    const outcome = reputationScore(
      [contract({ endedAt: edge, startedAt: '2024-10-01T00:00:00.000Z' }), contract({ counterpartyId: 'b' })],
      NOW.toISOString(),
    );
    expect(outcome.lines[0]!.status).toBe('counted');
    expect(outcome.score).toBe(100);
  });
});

describe('averageRating and amountBand', () => {
  it('averages to two decimals', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 4, 4])).toBe(4.33);
    expect(averageRating([5, 5, 4])).toBe(4.67);
  });

  it.each([
    [1, 'up_to_250'],
    [25_000, 'up_to_250'],
    [25_001, '250_to_1k'],
    [100_001, '1k_to_5k'],
    [1_000_000, '5k_to_10k'],
    [1_000_001, '10k_plus'],
  ])('%i cents is %s', (cents, band) => {
    expect(amountBand(cents)).toBe(band);
  });
});
