#!/usr/bin/env node
// The long, random property campaigns (CI runs the same properties with fixed seeds and few runs):
// hostile input on every endpoint, the ledger's invariants, and the escrow model over the HTTP API.
// Usage: npm run fuzz   (FUZZ_SEED replays one; TEST_DATABASE_URL adds PostgreSQL; FUZZ_SCALE=0.1 for a quick pass)
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const CAMPAIGNS = [
  { file: 'apps/api/test/hostile-input.test.ts', runs: 3000 },
  { file: 'apps/api/src/modules/money/ledger.property.test.ts', runs: 200 },
  { file: 'apps/api/src/modules/contracts/escrow.model.test.ts', runs: 40 },
];
const scale = Number(process.env.FUZZ_SCALE ?? 1);
const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31 - 1));
const projects = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
console.log(`fuzz: seed ${seed}, on ${projects.join(' and ')}`);

const started = Date.now();
for (const { file, runs } of CAMPAIGNS) {
  const count = String(Math.max(1, Math.round(runs * scale)));
  console.log(`fuzz: ${file}, ${count} runs per database`);
  const result = spawnSync('npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), file], {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: count, FUZZ_SEED: seed },
  });
  if (result.status !== 0) {
    console.log(`fuzz: FAILED in ${file} with seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz)`);
    process.exit(result.status ?? 1);
  }
}
console.log(`fuzz: passed, seed ${seed}, ${((Date.now() - started) / 60_000).toFixed(1)} min`);
