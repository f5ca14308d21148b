import type { ChildProcess } from 'node:child_process';
import { onTestFinished } from 'vitest';

const running = new Set<ChildProcess>();
const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function kill(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (!isRunning(child)) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

/**
 * Registers a process a test started: whatever becomes of the test — passed, failed or timed out —
 * the process does not outlive it (or its file, when started in a beforeAll), so a red run leaves no
 * server holding a port or a data folder behind (ADR 005).
 */
export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  try {
    onTestFinished(() => kill(child));
  } catch {
    // Outside a test (a beforeAll): the file's afterAll in test/setup.ts stops it.
  }
  return child;
}

/** Stops every tracked process still running (the setup file's afterAll). */
export const stopAll = () => Promise.all([...running].map(kill));

// The last resort: a worker that exits (or is killed by the runner) takes its servers with it.
process.once('exit', () => {
  for (const child of running) if (isRunning(child)) child.kill('SIGKILL');
});
