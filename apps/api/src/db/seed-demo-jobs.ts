import type { JobFields } from '@skillora/shared';
import { inArray } from 'drizzle-orm';
import type { Database } from './client';
import { categories, jobs, proposals, skills, users } from './schema';

type DemoJob = Omit<JobFields, 'categoryId' | 'skillIds' | 'questions' | 'hiresNeeded'> & {
  client: string;
  category: string;
  skills: string[];
  publish: boolean;
};

const DEMO_JOBS: DemoJob[] = [
  {
    client: 'clara@demo.skillora.local',
    title: 'React developer for a yoga studio booking app',
    description:
      'We run two yoga studios and need a web app where members book classes, join a waiting list and pay for class packs.\nYou will work with our designer; the API exists already.',
    category: 'Web Development',
    skills: ['React', 'TypeScript', 'Tailwind CSS'],
    budget: { type: 'fixed', amountCents: 450_000 },
    experienceLevel: 'intermediate',
    duration: '1_to_3_months',
    publish: true,
  },
  {
    client: 'clara@demo.skillora.local',
    title: 'Logo and brand colours for a plant shop',
    description:
      'A friendly, hand-drawn logo for our neighbourhood plant shop, with a small palette we can use on signs, bags and the website.',
    category: 'Graphic Design',
    skills: ['Logo Design', 'Adobe Illustrator', 'Branding'],
    budget: { type: 'fixed', amountCents: 60_000 },
    experienceLevel: 'entry',
    duration: 'less_than_1_month',
    publish: true,
  },
  {
    client: 'carlos@demo.skillora.local',
    title: 'Data analyst to clean and chart our sales history',
    description:
      'Five years of sales in spreadsheets, in three formats. We need them cleaned into one table and a handful of clear charts of what sells when.',
    category: 'Data Science',
    skills: ['Python', 'Data Analysis'],
    budget: { type: 'hourly', minRateCents: 3_500, maxRateCents: 6_000 },
    experienceLevel: 'expert',
    duration: '1_to_3_months',
    publish: true,
  },
  {
    client: 'carlos@demo.skillora.local',
    title: 'Short product videos for our online shop',
    description:
      'Twelve 30-second videos of our kitchen products in use, edited from footage we film ourselves, with captions and our music.',
    category: 'Video Editing',
    skills: ['Adobe Premiere Pro'],
    budget: { type: 'hourly', minRateCents: 2_500, maxRateCents: 4_000 },
    experienceLevel: 'intermediate',
    duration: 'less_than_1_month',
    publish: false,
  },
];

const DEMO_PROPOSAL = {
  freelancer: 'fiona@demo.skillora.local',
  job: 'React developer for a yoga studio booking app',
  coverLetter:
    'Hi Clara, I have built two booking apps in React and TypeScript, one for a climbing gym. I can start next week and show progress every Friday.',
  bidCents: 420_000,
  duration: '1_to_3_months' as const,
};

/**
 * A few jobs from the demo clients and one proposal, for trying the marketplace; `insertJob` is the
 * jobs module's own writer, so search sees them as it sees any job. Skipped when the demo clients
 * already have jobs, so running it again adds nothing.
 */
export async function seedDemoJobs(
  db: Database,
  insertJob: (clientId: string, fields: JobFields, publish: boolean) => Promise<string>,
) {
  const emails = [...new Set([...DEMO_JOBS.map((j) => j.client), DEMO_PROPOSAL.freelancer])];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const clientIds = [...new Set(DEMO_JOBS.map((j) => idOf.get(j.client)!))];
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(inArray(jobs.clientId, clientIds))
    .limit(1);
  if (existing) return 0;

  const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const skillRows = await db.select({ id: skills.id, name: skills.name }).from(skills);
  const category = new Map(categoryRows.map((c) => [c.name, c.id]));
  const skill = new Map(skillRows.map((s) => [s.name, s.id]));
  const jobIds = new Map<string, string>();
  for (const { client, category: categoryName, skills: skillNames, publish, ...fields } of DEMO_JOBS) {
    const id = await insertJob(
      idOf.get(client)!,
      {
        ...fields,
        categoryId: category.get(categoryName)!,
        skillIds: skillNames.map((name) => skill.get(name)!),
        questions: [],
        hiresNeeded: 1,
      },
      publish,
    );
    jobIds.set(fields.title, id);
  }
  await db.insert(proposals).values({
    jobId: jobIds.get(DEMO_PROPOSAL.job)!,
    freelancerId: idOf.get(DEMO_PROPOSAL.freelancer)!,
    coverLetter: DEMO_PROPOSAL.coverLetter,
    bidCents: DEMO_PROPOSAL.bidCents,
    duration: DEMO_PROPOSAL.duration,
  });
  return DEMO_JOBS.length;
}
