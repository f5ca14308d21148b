import { describe, expect, it } from 'vitest';
import { scorePair } from './lexical-ranker';
import type { FreelancerSide, JobSide } from './ranker';

const skill = (name: string) => ({ id: `skill-${name.toLowerCase()}`, name });

const job = (fields: Partial<JobSide> = {}): JobSide => ({
  title: 'React developer for an analytics dashboard',
  description: 'Build charts and filters for our analytics dashboard in React with TypeScript.',
  categoryId: 'web',
  skills: [skill('React'), skill('TypeScript')],
  budget: { type: 'hourly', minRateCents: 3_000, maxRateCents: 6_000 },
  ...fields,
});

const freelancer = (fields: Partial<FreelancerSide> = {}): FreelancerSide => ({
  title: 'Front-end engineer',
  overview: 'I build web applications.',
  portfolio: '',
  categoryId: 'web',
  skills: [],
  hourlyRateCents: 4_500,
  reputation: null,
  ...fields,
});

describe('the lexical re-rank', () => {
  it('puts a skill match above a keyword match', () => {
    const withSkills = scorePair(
      job(),
      freelancer({ skills: [skill('React'), skill('TypeScript')] }),
      'client',
    );
    const withWords = scorePair(
      job(),
      freelancer({
        title: 'Analytics dashboard charts',
        overview: 'Charts, filters and analytics dashboards.',
      }),
      'client',
    );
    expect(withSkills.score).toBeGreaterThan(withWords.score);
    expect(withSkills.why.skills).toEqual(['React', 'TypeScript']);
    expect(withWords.why.skills).toEqual([]);
    expect(withWords.why.phrases).toContain('analytics dashboard');
  });

  it('drops a rate far above the budget below the same profile within it', () => {
    const profile = { skills: [skill('React')] };
    const within = scorePair(job(), freelancer({ ...profile, hourlyRateCents: 4_500 }), 'client');
    const farAbove = scorePair(job(), freelancer({ ...profile, hourlyRateCents: 15_000 }), 'client');
    const narrowlyAbove = scorePair(job(), freelancer({ ...profile, hourlyRateCents: 6_300 }), 'client');
    expect(farAbove.score).toBeLessThan(narrowlyAbove.score);
    expect(narrowlyAbove.score).toBeLessThan(within.score);
    expect(within.why.rate).toBe('$45/hr, within your $30–60/hr budget');
    expect(farAbove.why.rate).toBe('$150/hr, above your $30–60/hr budget');
  });

  it('words the rate for the freelancer, and a fixed price for both', () => {
    const mine = freelancer({ hourlyRateCents: 2_500 });
    expect(scorePair(job(), mine, 'freelancer').why.rate).toBe(
      'Your $25/hr rate is below the $30–60/hr budget',
    );
    const fixed = job({ budget: { type: 'fixed', amountCents: 150_000 } });
    expect(scorePair(fixed, mine, 'client').why.rate).toBe('$25/hr; your job has a fixed price of $1,500');
  });

  it('reads the portfolio as part of the profile', () => {
    const bare = scorePair(job(), freelancer(), 'client');
    const shown = scorePair(
      job(),
      freelancer({ portfolio: 'Fleet analytics dashboard. Charts and filters for a delivery company.' }),
      'client',
    );
    expect(shown.score).toBeGreaterThan(bare.score);
    expect(shown.why.phrases).toContain('analytics dashboard');
  });

  it('counts the reputation only when reviews exist, and says it', () => {
    const reviewed = scorePair(
      job(),
      freelancer({ reputation: { score: 90, rating: 4.8, reviews: 12 } }),
      'client',
    );
    const unreviewed = scorePair(
      job(),
      freelancer({ reputation: { score: null, rating: null, reviews: 0 } }),
      'client',
    );
    expect(reviewed.score).toBeGreaterThan(unreviewed.score);
    expect(reviewed.why.reputation).toBe('Rated 4.8 from 12 reviews, score 90');
    expect(unreviewed.why.reputation).toBeNull();
  });

  it('keeps the score within 0–100 and lists at most five phrases', () => {
    const best = scorePair(
      job(),
      freelancer({
        title: 'React developer: analytics dashboard charts and filters',
        overview: 'Analytics dashboards, charts, filters in React and TypeScript, for years.',
        skills: [skill('React'), skill('TypeScript')],
        reputation: { score: 100, rating: 5, reviews: 40 },
      }),
      'client',
    );
    expect(best.score).toBeLessThanOrEqual(100);
    expect(best.score).toBeGreaterThan(80);
    expect(best.why.phrases.length).toBeLessThanOrEqual(5);
    const nothing = scorePair(job(), freelancer({ categoryId: null, hourlyRateCents: 90_000 }), 'client');
    expect(nothing.score).toBe(0);
  });
});
