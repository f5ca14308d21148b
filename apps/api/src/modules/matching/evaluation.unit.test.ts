import { describe, expect, it } from 'vitest';
import { lexicalRanker } from './lexical-ranker';
import { type FreelancerSide, type JobSide, rankItems } from './ranker';

/**
 * A small hand-made evaluation set (ADR 036): eight freelancers written like real profiles and six
 * job posts, each with the one freelancer a person would pick first. The lexical ranker must put that
 * one first for every job; ADR 036 records the result.
 */
const s = (name: string) => ({ id: name.toLowerCase().replace(/\W+/g, '-'), name });
const hourly = (min: number, max: number) => ({
  type: 'hourly' as const,
  minRateCents: min * 100,
  maxRateCents: max * 100,
});

const people: Record<string, FreelancerSide> = {
  mobile: {
    title: 'Mobile app developer (iOS and Android)',
    overview:
      'Cross-platform apps in React Native and Expo, push notifications, offline sync, store releases.',
    portfolio: '',
    categoryId: 'web',
    skills: [s('React Native'), s('TypeScript'), s('Firebase')],
    hourlyRateCents: 5_500,
    reputation: null,
  },
  webReact: {
    title: 'Senior React engineer',
    overview: 'Single-page applications, design systems and dashboards with React, Redux and TypeScript.',
    portfolio: '',
    categoryId: 'web',
    skills: [s('React'), s('TypeScript'), s('Node.js')],
    hourlyRateCents: 7_000,
    reputation: null,
  },
  copy: {
    title: 'Content writer and copywriter',
    overview: 'Blog posts, landing page copy and newsletters for SaaS companies; SEO-minded, clear and warm.',
    portfolio: '',
    categoryId: 'writing',
    skills: [s('Copywriting'), s('SEO'), s('Content Writing')],
    hourlyRateCents: 4_000,
    reputation: null,
  },
  brand: {
    title: 'Brand identity designer',
    overview: 'Logos, colour palettes, typography and brand guidelines for young companies.',
    portfolio: '',
    categoryId: 'design',
    skills: [s('Logo Design'), s('Figma'), s('Illustrator')],
    hourlyRateCents: 5_000,
    reputation: null,
  },
  data: {
    title: 'Data scientist',
    overview: 'Forecasting, churn models and dashboards in Python with pandas and scikit-learn.',
    portfolio: '',
    categoryId: 'data',
    skills: [s('Python'), s('Machine Learning'), s('SQL')],
    hourlyRateCents: 9_000,
    reputation: null,
  },
  wordpress: {
    title: 'WordPress developer',
    overview: 'Custom themes, WooCommerce shops, speed fixes and site migrations.',
    portfolio: '',
    categoryId: 'web',
    skills: [s('WordPress'), s('PHP'), s('WooCommerce')],
    hourlyRateCents: 3_500,
    reputation: null,
  },
  devops: {
    title: 'DevOps and cloud engineer',
    overview: 'AWS infrastructure with Terraform, Docker and Kubernetes; CI/CD pipelines and monitoring.',
    portfolio: '',
    categoryId: 'it',
    skills: [s('AWS'), s('Docker'), s('Kubernetes'), s('Terraform')],
    hourlyRateCents: 11_000,
    reputation: null,
  },
  video: {
    title: 'Video editor and motion designer',
    overview: 'YouTube edits, explainer videos and short social clips with After Effects and Premiere.',
    portfolio: '',
    categoryId: 'design',
    skills: [s('Video Editing'), s('After Effects')],
    hourlyRateCents: 4_500,
    reputation: null,
  },
};

const jobs: Array<{ expected: keyof typeof people; job: JobSide }> = [
  {
    expected: 'mobile',
    job: {
      title: 'Build our booking app for iPhone and Android',
      description: 'One codebase preferred. Customers book a slot, pay, and get reminders as notifications.',
      categoryId: 'web',
      skills: [s('React Native')],
      budget: hourly(40, 70),
    },
  },
  {
    expected: 'copy',
    job: {
      title: 'Blog articles for a B2B software start-up',
      description: 'Four long-form posts a month about invoicing; must rank on Google and sound human.',
      categoryId: 'writing',
      skills: [s('Content Writing'), s('SEO')],
      budget: hourly(25, 50),
    },
  },
  {
    expected: 'brand',
    job: {
      title: 'New logo and brand guidelines for a bakery',
      description: 'A friendly logo, a palette and a one-page guide we can hand to our printer.',
      categoryId: 'design',
      skills: [s('Logo Design')],
      budget: { type: 'fixed', amountCents: 80_000 },
    },
  },
  {
    expected: 'data',
    job: {
      title: 'Predict customer churn from our subscription data',
      description: 'We have two years of events in PostgreSQL; we want a model and a simple report.',
      categoryId: 'data',
      skills: [s('Machine Learning'), s('Python')],
      budget: hourly(60, 100),
    },
  },
  {
    expected: 'devops',
    job: {
      title: 'Move our servers to Kubernetes on AWS',
      description: 'Containerise three services, set up deploys from GitHub and basic monitoring.',
      categoryId: 'it',
      skills: [s('Kubernetes'), s('AWS')],
      budget: hourly(80, 130),
    },
  },
  {
    expected: 'webReact',
    job: {
      title: 'Admin dashboard for our logistics platform',
      description: 'Tables, filters and charts in a single-page application; our API is Node.js.',
      categoryId: 'web',
      skills: [s('React'), s('TypeScript')],
      budget: hourly(50, 80),
    },
  },
];

describe('the lexical ranker on the hand-made evaluation set', () => {
  it.each(jobs)('puts $expected first for "$job.title"', async ({ expected, job }) => {
    const candidates = Object.entries(people).map(([key, freelancer]) => ({ key, freelancer }));
    const ranked = await rankItems(lexicalRanker, candidates, ({ freelancer }) => ({ job, freelancer }));
    expect(ranked.map((r) => r.key)[0]).toBe(expected);
  });
});
