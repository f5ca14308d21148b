import { type Page, test } from '@playwright/test';
import { type JobInput, postJobThroughApi } from '../../fixtures/jobs';
import { type Account, createAccount } from '../areas/signed-in';

/**
 * A made-up word in every title of the jobs of one run of beforeAll, so a search finds exactly them:
 * a worker may run beforeAll again for later tests of a file (fullyParallel), with new jobs.
 */
const newTag = () =>
  `quokka${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const jobsTagged = (TAG: string) =>
  ({
    react: {
      title: `${TAG} React dashboard for a logistics startup`,
      description: 'We need a React dashboard for our fleet.\nCharts, tables and a map of live deliveries.',
      category: 'Web Development',
      skills: ['React', 'TypeScript'],
      budget: { type: 'fixed', amountCents: 150_000 },
      experienceLevel: 'intermediate',
    },
    logo: {
      title: `${TAG} Logo and brand refresh for a bakery`,
      category: 'Graphic Design',
      skills: ['Logo Design', 'Branding'],
      budget: { type: 'hourly', minRateCents: 2_500, maxRateCents: 4_000 },
      experienceLevel: 'expert',
    },
    landing: {
      title: `${TAG} Fix a landing page layout`,
      category: 'Web Development',
      skills: ['HTML', 'CSS'],
      budget: { type: 'fixed', amountCents: 30_000 },
      experienceLevel: 'entry',
    },
  }) satisfies Record<string, JobInput>;
type JobKey = keyof ReturnType<typeof jobsTagged>;

export type FindWorkBoard = {
  TAG: string;
  JOBS: ReturnType<typeof jobsTagged>;
  /** The client who posted them. */
  client: Account;
  ids: Record<JobKey, string>;
};

/** Three jobs of a fresh tag, posted by a fresh client before the file's tests (the Find Work specs). */
export function useFindWorkBoard(): FindWorkBoard {
  const board = { ids: {} } as FindWorkBoard;
  test.beforeAll(async ({ browser }) => {
    board.TAG = newTag();
    board.JOBS = jobsTagged(board.TAG);
    board.client = await createAccount(browser, 'client', 'Cora Client');
    const context = await browser.newContext();
    try {
      for (const key of Object.keys(board.JOBS) as JobKey[]) {
        board.ids[key] = await postJobThroughApi(context.request, board.client, board.JOBS[key]);
      }
    } finally {
      await context.close();
    }
  });
  return board;
}

export const resultTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });
