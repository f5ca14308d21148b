import { existsSync } from 'node:fs';
import { dbTimeouts, loadConfig } from '../config';
import { openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';

/** Config and a migrated database for the command-line scripts, run from the repository root. */
export async function openCliDatabase() {
  // npm runs workspace scripts inside apps/api; the data folder and .env live at the root.
  const root = process.env.INIT_CWD ?? process.cwd();
  process.chdir(root);
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    timeouts: dbTimeouts(config),
  }).catch((err) => {
    // A running server holds the PGlite folder: say so in one line.
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  });
  await handle.migrate(config.migrationsDir);
  return { config, handle };
}

export function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
