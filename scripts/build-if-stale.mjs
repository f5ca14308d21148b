// Rebuilds the web app and the API only when a source is newer than the last build. Workspaces named
// on the command line (e.g. `apps/api`) limit it to those.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const builtAt = (file) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0);
const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];

const targets = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite-plugins',
      ...shared,
    ],
  },
  {
    workspace: 'apps/api',
    output: 'apps/api/dist/server.js',
    inputs: ['apps/api/src', 'apps/api/build.mjs', ...shared],
  },
];

const only = process.argv.slice(2);
for (const { workspace, output, inputs } of targets) {
  if (only.length > 0 && !only.includes(workspace)) continue;
  const newestInput = Math.max(...inputs.map(newestMtime));
  if (newestInput <= builtAt(output)) continue;
  console.log(`building ${workspace} (sources changed)`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
