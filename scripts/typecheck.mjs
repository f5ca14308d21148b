// Type-checks every workspace project, as many at once as there are CPUs. Each project keeps a
// *.tsbuildinfo beside its tsconfig (incremental), so a re-check only re-reads what changed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

const PROJECTS = ['packages/shared', 'apps/api', 'apps/web', 'e2e', 'scripts'];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...PROJECTS];
const failed = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const { code, output } = await check(project);
    if (code === 0) console.log(`typecheck ${project}: ok`);
    else {
      failed.push(project);
      process.stdout.write(`typecheck ${project}: failed\n${output}`);
    }
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
process.exitCode = failed.length > 0 ? 1 : 0;
