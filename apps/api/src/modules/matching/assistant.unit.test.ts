import type { Budget } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { budgetFrom, categoryFrom, entriesNamedIn, percentile, skillsFrom, titleFrom } from './assistant';

const skills = [
  { id: 's-rn', name: 'React Native' },
  { id: 's-react', name: 'React' },
  { id: 's-node', name: 'Node.js' },
  { id: 's-cpp', name: 'C++' },
  { id: 's-seo', name: 'SEO' },
  { id: 's-dash', name: 'Dashboard' },
];
const categories = [
  { id: 'c-web', name: 'Web Development' },
  { id: 'c-mobile', name: 'Mobile Development' },
  { id: 'c-writing', name: 'Writing' },
];
const fixed = (amountCents: number): Budget => ({ type: 'fixed', amountCents });
const hourly = (minRateCents: number, maxRateCents: number): Budget => ({
  type: 'hourly',
  minRateCents,
  maxRateCents,
});

describe('titleFrom', () => {
  it.each([
    ['I need someone to build a React Native app for my bakery', 'Build a React Native app for my bakery'],
    [
      'Hi! We are looking for a freelancer to write 10 blog posts. Budget is flexible.',
      'Write 10 blog posts',
    ],
    ['looking for help with my Shopify store speed', 'With my Shopify store speed'],
    ['Logo for a coffee shop', 'Logo for a coffee shop'],
    // Too little left after the lead-in: the sentence as typed.
    ['We need help.', 'We need help'],
  ])('%s → %s', (description, title) => {
    expect(titleFrom(description)).toBe(title);
  });

  it('cuts a long sentence at a word within the title limit', () => {
    const title = titleFrom(`Build ${'a very long marketing website '.repeat(10)}`);
    expect(title.length).toBeLessThanOrEqual(120);
    expect(title.endsWith(' ')).toBe(false);
    expect(title.startsWith('Build a very long marketing website')).toBe(true);
  });
});

describe('entriesNamedIn', () => {
  it('finds whole names, ignoring case, punctuation and plurals, in the order said', () => {
    const found = entriesNamedIn(
      'A node.js API, a react native app and two dashboards in C++, then React',
      skills,
    );
    expect(found.map((s) => s.name)).toEqual(['Node.js', 'React Native', 'Dashboard', 'C++', 'React']);
  });

  it('does not find a name inside another word', () => {
    expect(entriesNamedIn('Reactive programming and seon', skills)).toEqual([]);
  });
});

describe('categoryFrom', () => {
  it('takes the category the text names', () => {
    expect(
      categoryFrom('Writing for our blog', categories, [{ categoryId: 'c-web', skillIds: [], budget: null }]),
    ).toBe('c-writing');
  });

  it('else the vote of the nearest similar jobs, nearer weighing more', () => {
    const similar = ['c-mobile', 'c-web', 'c-web', 'c-mobile', 'c-mobile'].map((categoryId) => ({
      categoryId,
      skillIds: [],
      budget: null,
    }));
    expect(categoryFrom('An app for my bakery', categories, similar)).toBe('c-mobile');
    expect(categoryFrom('An app for my bakery', categories, similar.slice(1, 3))).toBe('c-web');
  });

  it('is null with nothing to go by, and never an unlisted category', () => {
    expect(categoryFrom('An app for my bakery', categories, [])).toBeNull();
    expect(
      categoryFrom('An app', categories, [{ categoryId: 'c-gone', skillIds: [], budget: null }]),
    ).toBeNull();
  });
});

describe('skillsFrom', () => {
  it('names first, then skills most of the similar jobs chose', () => {
    const similar = [['s-rn', 's-node'], ['s-rn'], ['s-rn', 's-seo'], ['s-node']].map((skillIds) => ({
      categoryId: null,
      skillIds,
      budget: null,
    }));
    // React Native is in 3 of 4, Node.js in 2 of 4 (≥ 30 % and ≥ 2), SEO in 1.
    expect(skillsFrom('An iPhone and Android app, with a dashboard', skills, similar)).toEqual([
      's-dash',
      's-rn',
      's-node',
    ]);
  });

  it('leaves out skills no longer listed', () => {
    const similar = [
      { categoryId: null, skillIds: ['s-old'] },
      { categoryId: null, skillIds: ['s-old'] },
    ];
    expect(
      skillsFrom(
        'An app',
        skills,
        similar.map((s) => ({ ...s, budget: null })),
      ),
    ).toEqual([]);
  });
});

describe('percentile', () => {
  it('interpolates between neighbours', () => {
    expect(percentile([100, 200, 300, 400, 500], 0.25)).toBe(200);
    expect(percentile([100, 200, 300, 400, 500], 0.75)).toBe(400);
    expect(percentile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(percentile([10, 20, 30, 40], 0.75)).toBe(32.5);
    expect(percentile([7], 0.25)).toBe(7);
  });
});

describe('budgetFrom', () => {
  it('is the 25th–75th percentile of the hired jobs’ budgets, in whole dollars', () => {
    const hired = [50_000, 10_000, 30_000, 20_000, 40_000].map(fixed);
    expect(budgetFrom(hired)).toEqual({ type: 'fixed', minCents: 20_000, maxCents: 40_000 });
  });

  it('reads hourly ranges by their middle, of the type most of them used', () => {
    const hired = [hourly(2_000, 4_000), hourly(3_000, 5_000), hourly(4_000, 6_000), hourly(5_000, 7_000)];
    const more = [...hired, hourly(6_000, 8_000), fixed(100_000)];
    // Middles 30, 40, 50, 60, 70 dollars an hour.
    expect(budgetFrom(more)).toEqual({ type: 'hourly', minCents: 4_000, maxCents: 6_000 });
  });

  it('is null when too few similar jobs hired', () => {
    expect(budgetFrom([fixed(10_000), fixed(20_000), fixed(30_000), fixed(40_000)])).toBeNull();
    expect(budgetFrom([])).toBeNull();
    expect(budgetFrom([null, null, null, null, null])).toBeNull();
  });
});
