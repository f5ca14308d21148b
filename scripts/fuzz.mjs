#!/usr/bin/env node
// The long, random hostile-input campaign (CI runs the same property with a fixed seed).
// Usage: npm run fuzz [-- runs]   (FUZZ_SEED to replay one; TEST_DATABASE_URL adds PostgreSQL)
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const runs = process.argv[2] ?? process.env.FUZZ_RUNS ?? '5000';
const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31 - 1));
const projects = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
console.log(`fuzz: ${runs} runs per database, seed ${seed}, on ${projects.join(' and ')}`);

const started = Date.now();
const result = spawnSync(
  'npx',
  ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), 'apps/api/test/hostile-input.test.ts'],
  { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed } },
);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  result.status === 0
    ? `fuzz: passed, ${runs} runs per database, seed ${seed}, ${minutes} min`
    : `fuzz: FAILED with seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz -- ${runs})`,
);
process.exit(result.status ?? 1);
