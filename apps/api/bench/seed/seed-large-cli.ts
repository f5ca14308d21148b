import { openCliDatabase } from '../../src/db/cli-context';
import { seedCatalog } from '../../src/db/seed';
import { LARGE, LARGE_PASSWORD, seedLarge } from './seed-large';

// npm run seed:large — the benchmark data set (deterministic), into DATA_DIR or DATABASE_URL.
const { handle } = await openCliDatabase();
try {
  const started = performance.now();
  await seedCatalog(handle.db);
  const { rows, seconds } = await seedLarge(handle.db);
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${rows.users} users (password "${LARGE_PASSWORD}"), ${LARGE.categories} categories, ${LARGE.skills} skills, ` +
      `${rows.jobs} jobs (${rows.jobSkills} job skills), ${rows.proposals} proposals and ${rows.savedJobs} saved jobs ` +
      `in ${total} s (${Object.entries(seconds)
        .map(([phase, s]) => `${phase} ${s.wall} s, CPU ${s.cpu} s`)
        .join(', ')}).`,
  );
} finally {
  await handle.close();
}
