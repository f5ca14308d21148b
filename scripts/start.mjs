// `npm start`: build what is stale, then serve the API and the SPA from one process.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
