import type { DraftJobFields } from '@skillora/shared';
import type { Executor } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { bindRepositories } from '../../outbox';
import { readSkillNames } from './job-extras';
import './repositories';

/**
 * Inserts a job as posting does, for the demo seed (db/seed-cli.ts), which builds no app and so has
 * no clock but the system's.
 */
export const jobInserter =
  (db: Executor) =>
  async (clientId: string, fields: DraftJobFields, publish: boolean): Promise<string> => {
    const repos = bindRepositories(db);
    const skillNames = await readSkillNames(repos, fields.skillIds);
    return repos.jobs.insert(clientId, fields, publish, skillNames, systemClock.now());
  };
