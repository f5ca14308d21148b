import { jobInserter } from '../modules/jobs';
import { seedDemoProfiles } from '../modules/profiles';
import { argValue, openCliDatabase } from './cli-context';
import { seedCatalog, seedDemo } from './seed';
import { seedDemoJobs } from './seed-demo-jobs';

// npm run db:seed [-- --demo]: categories and skills; --demo adds demo accounts with known passwords,
// and a few jobs and a proposal of theirs.
const isDemo = process.argv.includes('--demo');
const { config, handle } = await openCliDatabase();
try {
  await seedCatalog(handle.db);
  console.log('Categories and skills seeded.');
  if (isDemo) {
    if (config.NODE_ENV === 'production' && !process.argv.includes('--force')) {
      throw new Error('Refusing to add demo accounts with known passwords in production (add --force).');
    }
    const accounts = await seedDemo(handle.db, argValue('password'));
    console.log('Demo accounts (email / password):');
    for (const a of accounts) console.log(`  ${a.role.padEnd(10)} ${a.email} / ${a.password}`);
    const profiles = await seedDemoProfiles(handle.db);
    console.log(
      profiles ? `Demo freelancer profiles added: ${profiles}.` : 'Demo profiles were there already.',
    );
    const added = await seedDemoJobs(handle.db, jobInserter(handle.db));
    console.log(added ? `Demo jobs added: ${added}.` : 'Demo jobs were there already.');
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
