// Where `GET /api/health`'s cost per request goes, by CPU: bench/bare-server.mjs (the ceiling), plain
// Fastify answering the same bytes with one headers hook, then the layers the app adds on every
// request one at a time (bench/fastify-ladder.mjs), then the built app itself (ADR 043).
//   npx tsx apps/api/bench/health-ladder.ts   (needs `npm run build`; the app runs on PostgreSQL at
//   LADDER_DATABASE_URL, else on PGlite in a temp folder)
//   LADDER_ROUNDS (3): rounds over every server, in turn, so that a machine's swings fall on all;
//   LADDER_SECONDS (8) measured after as many of warm-up, LADDER_CONNECTIONS (8), LADDER_RATE (2000)
//   requests a second; LADDER_PORT (3320).
// Every server gets the same rate, below what each can answer: a server driven flat out reads several
// requests per wake-up and pays less per request than one that keeps up, so flat out the quicker
// server would look dearer. Prints each server's median CPU per request (its process's user + system
// time over the requests) and its ratio to the bare server's.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp, waitHealthy } from './app-process';
import { recordAnswers } from './bare-routes';
import { measure, type Target, warmUp } from './measure';

const ROUNDS = Number(process.env.LADDER_ROUNDS ?? 3);
const SECONDS = Number(process.env.LADDER_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.LADDER_CONNECTIONS ?? 8);
const RATE = Number(process.env.LADDER_RATE ?? 2000);
const PORT = Number(process.env.LADDER_PORT ?? 3320);
// waitHealthy polls this path too.
const TARGET: Target = { path: '/api/health' };

/** Each rung adds its layer to those below it (fastify-ladder.mjs says what each one is). */
const LADDER = [
  { name: 'Fastify, one headers hook', layers: [] },
  { name: '+ pino logger (warn)', layers: ['logger'] },
  { name: '+ timeouts, trustProxy', layers: ['logger', 'timeouts'] },
  { name: '+ input and shutdown hooks', layers: ['logger', 'timeouts', 'hooks'] },
  { name: '+ cookie, compress, rate-limit, swagger', layers: ['logger', 'timeouts', 'hooks', 'plugins'] },
  { name: '+ 80 module scopes, 320 routes', layers: ['logger', 'timeouts', 'hooks', 'plugins', 'routes'] },
];

type Server = { pid: number; base: string; stop: () => Promise<void> };

async function startScript(script: string, args: string[], port: number): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [path.join(import.meta.dirname, script), ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(base, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { pid: child.pid!, base, stop };
}

async function cpuPerRequestUs(server: Server): Promise<number> {
  try {
    await warmUp(server.base, TARGET, SECONDS, CONNECTIONS);
    const m = await measure(server.base, TARGET, {
      seconds: SECONDS,
      connections: CONNECTIONS,
      rate: RATE,
      pid: server.pid,
    });
    if (m.non2xx > 0 || m.errors > 0 || m.cpuMsPerRequest === undefined)
      throw new Error(`${server.base}: ${m.non2xx} non-2xx, ${m.errors} errors`);
    return m.cpuMsPerRequest * 1000;
  } finally {
    await server.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'health-ladder-'));
  const routesFile = path.join(dir, 'routes.json');
  const startTheApp = () =>
    startApp({
      port: PORT,
      dataDir: path.join(dir, 'data'),
      databaseUrl: process.env.LADDER_DATABASE_URL ?? '',
    });
  try {
    const first = await startTheApp();
    await recordAnswers(first.base, [TARGET], routesFile);
    await first.stop();

    const servers = [
      {
        name: 'bare node:http',
        start: () => startScript('bare-server.mjs', [routesFile, String(PORT + 1)], PORT + 1),
      },
      ...LADDER.map((rung, i) => ({
        name: rung.name,
        start: () =>
          startScript(
            'fastify-ladder.mjs',
            [routesFile, String(PORT + 2 + i), rung.layers.join(',')],
            PORT + 2 + i,
          ),
      })),
      {
        name: `the app (${process.env.LADDER_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
        start: async () => {
          const app = await startTheApp();
          return { pid: app.pid, base: app.base, stop: app.stop };
        },
      },
    ];
    const samples = new Map<string, number[]>(servers.map((s) => [s.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const server of servers) {
        const us = await cpuPerRequestUs(await server.start());
        samples.get(server.name)!.push(us);
        console.log(`round ${round + 1}: ${server.name}: ${us.toFixed(1)} µs a request`);
      }
    }
    const bare = median(samples.get(servers[0]!.name)!);
    console.log('\n| server | CPU µs per request (median; each round) | bare ÷ this |\n|---|---|---:|');
    for (const [name, values] of samples) {
      const m = median(values);
      console.log(
        `| ${name} | ${m.toFixed(1)} (${values.map((v) => v.toFixed(1)).join(', ')}) | ${(bare / m).toFixed(2)} |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
