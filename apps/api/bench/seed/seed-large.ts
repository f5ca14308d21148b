import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { seedLargeJobs } from './seed-large-jobs';
import { seedLargeCatalog, seedLargeUsers } from './seed-large-people';
import { seedLargeTalent } from './seed-large-talent';

export { BENCH_FREELANCER } from './seed-large-jobs';
export { LARGE_PASSWORD, largeUser } from './seed-large-people';

export type LargeCounts = { users: number; categories: number; skills: number; jobs: number };

export const LARGE: LargeCounts = { users: 100_000, categories: 1_000, skills: 1_000, jobs: 100_000 };

/**
 * The benchmark data set, the same rows every time (ids, names and texts come from row numbers and a
 * seeded generator): users, a large catalog beside the default one, jobs with their skills, and
 * proposals. Run it after seedCatalog() on a migrated, empty database.
 */
export async function seedLarge(db: Database, counts: LargeCounts = LARGE) {
  // Wall time, and this process's CPU time: on PGlite that is the database's own work, which a busy
  // machine does not inflate.
  const seconds: Record<string, { wall: number; cpu: number }> = {};
  const time = async <T>(phase: string, work: () => Promise<T>) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await work();
    const used = process.cpuUsage(cpu);
    seconds[phase] = {
      wall: Number(((performance.now() - started) / 1000).toFixed(1)),
      cpu: Number(((used.user + used.system) / 1e6).toFixed(1)),
    };
    return result;
  };
  await time('users', () => seedLargeUsers(db, counts.users));
  await time('catalog', () => seedLargeCatalog(db, counts));
  const rows = await time('jobs', () => seedLargeJobs(db, counts));
  // Freelancer profiles (issue 14): a realistic share of the freelancers, most of them findable.
  const talent = await time('talent', () => seedLargeTalent(db, counts));
  // What autovacuum does on PostgreSQL after a bulk load: planner statistics, and the visibility map
  // that lets the public job counts read only their indexes. PGlite has no autovacuum.
  await time('vacuum', () => db.execute(sql`vacuum analyze`));
  return { rows: { users: counts.users, ...rows, ...talent }, seconds };
}
