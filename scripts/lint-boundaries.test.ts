import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of biome.json (docs/decisions/006-biome.md), proved on fixture files laid out
 * like the repository in a temporary folder with a copy of the real config: each case is one file
 * with one import, and `biome lint` must report it (forbidden) or stay quiet (allowed).
 */
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');

const FEATURE = "Cross-feature import: use the other feature's public index.ts";
const BELOW = 'components/, lib/ and hooks/ sit below the features and the app';
const APP_SHELL = 'A feature never imports the app shell';
const ROUTER = 'The app reaches a feature through its index.ts, or its pages/';
const MODULE = "Cross-module import: use the other module's index.ts or its *.plugin.ts";
const OUTSIDE = 'Outside modules/, import a module only through its index.ts or its *.plugin.ts';
const OWN_TABLES = 'A module reads only its own tables (./schema.ts)';

type Case = { file: string; from: string; rule: string | null };

const CASES: Case[] = [
  // Web: features reach each other through index.ts only.
  { file: 'apps/web/src/features/admin/pages/a.tsx', from: '../../auth/api/login', rule: FEATURE },
  { file: 'apps/web/src/features/admin/pages/b.tsx', from: '../../auth/hooks/use-login-form', rule: FEATURE },
  { file: 'apps/web/src/features/admin/pages/c.tsx', from: '../../auth', rule: null },
  { file: 'apps/web/src/features/admin/pages/d.tsx', from: '../../auth/index', rule: null },
  { file: 'apps/web/src/features/admin/pages/e.tsx', from: '../api/get-users', rule: null },
  { file: 'apps/web/src/features/admin/pages/f.tsx', from: '../../../lib/session', rule: null },
  { file: 'apps/web/src/features/admin/pages/g.tsx', from: '../../../components/ui/button', rule: null },
  { file: 'apps/web/src/features/admin/pages/h.tsx', from: '../../../app/require-role', rule: APP_SHELL },
  { file: 'apps/web/src/features/jobs/x.ts', from: '../proposals/components/proposal-form', rule: FEATURE },
  { file: 'apps/web/src/features/jobs/y.ts', from: '../proposals', rule: null },
  {
    file: 'apps/web/src/features/jobs/a/b/z.ts',
    from: '../../../proposals/api/send-proposal',
    rule: FEATURE,
  },
  { file: 'apps/web/src/features/jobs/a/b/w.ts', from: '../../lib/job-form-values', rule: null },
  // Web: shared layers import no feature and no app.
  { file: 'apps/web/src/components/ui/x.tsx', from: '../../features/jobs', rule: BELOW },
  { file: 'apps/web/src/lib/x.ts', from: '../features/auth/api/login', rule: BELOW },
  { file: 'apps/web/src/hooks/x.ts', from: '../app/router', rule: BELOW },
  { file: 'apps/web/src/lib/y.ts', from: './api-client', rule: null },
  // Web: the app mounts a feature's pages (route chunks) or uses its index, nothing deeper.
  { file: 'apps/web/src/app/x.tsx', from: '../features/auth/components/otp-input', rule: ROUTER },
  { file: 'apps/web/src/app/y.tsx', from: '../features/auth/pages', rule: null },
  { file: 'apps/web/src/app/z.tsx', from: '../features/jobs/pages/browse', rule: null },
  // API: modules reach each other through index.ts or *.plugin.ts only.
  { file: 'apps/api/src/modules/jobs/x.service.ts', from: '../auth/session.repository', rule: MODULE },
  { file: 'apps/api/src/modules/jobs/y.service.ts', from: '../catalog/catalog.service', rule: MODULE },
  { file: 'apps/api/src/modules/jobs/z.service.ts', from: '../proposals/proposal-sql', rule: MODULE },
  { file: 'apps/api/src/modules/jobs/a.service.ts', from: '../auth', rule: null },
  { file: 'apps/api/src/modules/jobs/b.service.ts', from: '../auth/index', rule: null },
  { file: 'apps/api/src/modules/jobs/c.service.ts', from: '../catalog/catalog.plugin', rule: null },
  { file: 'apps/api/src/modules/jobs/d.service.ts', from: './jobs.repository', rule: null },
  { file: 'apps/api/src/modules/jobs/e.service.ts', from: '../../db/client', rule: null },
  // API: a module reads its own tables only; the table barrel is for drizzle-kit and tests (ADR 026).
  { file: 'apps/api/src/modules/jobs/f.repository.ts', from: '../../db/schema', rule: OWN_TABLES },
  { file: 'apps/api/src/modules/jobs/g.repository.ts', from: '../../db/schema/index', rule: OWN_TABLES },
  { file: 'apps/api/src/modules/jobs/sub/h.ts', from: '../../../db/schema', rule: OWN_TABLES },
  { file: 'apps/api/src/modules/jobs/i.repository.ts', from: './schema', rule: null },
  { file: 'apps/api/src/modules/jobs/j.repository.ts', from: '../auth/schema', rule: MODULE },
  { file: 'apps/api/src/modules/jobs/k.service.ts', from: '../auth/users.repository', rule: MODULE },
  { file: 'apps/api/src/modules/jobs/l.test.ts', from: '../../db/schema', rule: null },
  { file: 'apps/api/src/modules/jobs/schema.ts', from: '../auth/schema', rule: null },
  // API: outside modules/, the same.
  { file: 'apps/api/src/fixture-app.ts', from: './modules/jobs/client-jobs.routes', rule: OUTSIDE },
  { file: 'apps/api/src/plugins/fixture.ts', from: '../modules/auth/session-cache', rule: OUTSIDE },
  { file: 'apps/api/src/db/fixture.ts', from: '../modules/jobs/jobs.repository', rule: OUTSIDE },
  { file: 'apps/api/src/fixture-ok.ts', from: './modules/jobs', rule: null },
  { file: 'apps/api/src/plugins/fixture-ok.ts', from: '../modules/jobs/jobs.plugin', rule: null },
];

/** Two files that import each other: Biome's noImportCycles must report both. */
const CYCLE = ['apps/api/src/modules/jobs/cycle-a.ts', 'apps/api/src/modules/jobs/cycle-b.ts'] as const;

let dir: string;
let run: { status: number | null; reported: Map<string, string[]>; cycles: Set<string> };

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'skillora-lint-boundaries-'));
  writeFileSync(path.join(dir, 'biome.json'), readFileSync(path.join(root, 'biome.json')));
  for (const { file, from } of CASES) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `export { value } from '${from}';\n`);
  }
  writeFileSync(path.join(dir, CYCLE[0]), "import { b } from './cycle-b';\nexport const a = () => b;\n");
  writeFileSync(path.join(dir, CYCLE[1]), "import { a } from './cycle-a';\nexport const b = () => a;\n");
  const result = spawnSync(
    process.execPath,
    [biome, 'lint', '--reporter=github', '--max-diagnostics=none', '.'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  const reported = new Map<string, string[]>();
  const cycles = new Set<string>();
  for (const line of `${result.stdout}${result.stderr}`.split('\n')) {
    const cycle = /^::error title=lint\/suspicious\/noImportCycles,file=([^,]+),/.exec(line);
    if (cycle) cycles.add(path.relative(dir, cycle[1]!));
    const match = /^::error title=lint\/style\/noRestrictedImports,file=([^,]+),.*::(.*)$/.exec(line);
    if (!match) continue;
    const file = path.relative(dir, match[1]!);
    reported.set(file, [...(reported.get(file) ?? []), match[2]!]);
  }
  run = { status: result.status, reported, cycles };
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('biome import boundaries', () => {
  it('fails the lint run when any forbidden import is present', () => {
    expect(run.status).not.toBe(0);
  });

  it('reports an import cycle in both of its files', () => {
    expect([...run.cycles].sort()).toEqual([...CYCLE]);
  });

  for (const { file, from, rule } of CASES) {
    it(`${rule ? 'reports' : 'allows'} ${path.basename(path.dirname(file))}/${path.basename(file)} importing '${from}'`, () => {
      const messages = run.reported.get(file) ?? [];
      if (rule) expect(messages.join('\n')).toContain(rule);
      else expect(messages).toEqual([]);
    });
  }
});
