import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FreelancerSide, JobSide } from '../../src/modules/matching/ranker';

/**
 * The matching evaluation set (ADR 041): 42 job posts, 300 freelancer profiles and the judged
 * relevance of freelancers to each job (2 a clear fit, 1 could do it; everyone else 0), all
 * written by hand as JSON beside this file.
 */
type RawJob = {
  id: string;
  title: string;
  description: string;
  category: string;
  skills: string[];
  budget: { type: 'hourly'; min: number; max: number } | { type: 'fixed'; amount: number };
};
type RawFreelancer = {
  id: string;
  name: string;
  country: string;
  title: string;
  overview: string;
  portfolio: string;
  category: string;
  skills: string[];
  rate: number;
};

export type EvalJob = JobSide & { id: string };
export type EvalFreelancer = FreelancerSide & { id: string };

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const load = <T>(file: string): T => JSON.parse(readFileSync(here(file), 'utf8')) as T;
/** A catalog entry's id from its name, as the product's ids are opaque to the ranker. */
const entry = (name: string) => ({ id: `skill:${name.toLowerCase()}`, name });

export function loadEvalSet() {
  const jobs: EvalJob[] = load<RawJob[]>('jobs.json').map((job) => ({
    id: job.id,
    title: job.title,
    description: job.description,
    categoryId: job.category,
    skills: job.skills.map(entry),
    budget:
      job.budget.type === 'hourly'
        ? { type: 'hourly', minRateCents: job.budget.min * 100, maxRateCents: job.budget.max * 100 }
        : { type: 'fixed', amountCents: job.budget.amount * 100 },
  }));
  const freelancers: EvalFreelancer[] = [1, 2, 3, 4, 5, 6]
    .flatMap((n) => load<RawFreelancer[]>(`freelancers-${n}.json`))
    .map((f) => ({
      id: f.id,
      title: f.title,
      overview: f.overview,
      portfolio: f.portfolio,
      categoryId: f.category,
      skills: f.skills.map(entry),
      hourlyRateCents: f.rate * 100,
      reputation: null,
    }));
  const judged = load<Record<string, { '2': string[]; '1': string[] }>>('judgements.json');
  const grades = new Map(
    Object.entries(judged).map(([jobId, byGrade]) => [
      jobId,
      new Map([...byGrade['1'].map((id) => [id, 1] as const), ...byGrade['2'].map((id) => [id, 2] as const)]),
    ]),
  );
  return { jobs, freelancers, grades };
}
