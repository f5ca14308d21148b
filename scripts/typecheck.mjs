// Type-checks every workspace project, as many at once as there are CPUs, each with one checker
// (with tsc's default of four, each checker resolves the shared declarations again: ADR 044). Each
// project keeps a *.tsbuildinfo beside its tsconfig (incremental), so a re-check only re-reads what changed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';

// Longest first, so the CPUs finish together.
const PROJECTS = ['apps/api', 'apps/web', 'packages/shared', 'e2e', 'scripts'];
// TypeScript 7 exports no bin path; its launcher sits beside package.json (ADR 044).
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty', '--checkers', '1'], {
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
