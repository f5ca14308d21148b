import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/**
 * PGlite is one process's database: a second process on the same folder would not see the first's
 * writes, and one of them loses its acknowledged writes at the next restart (issue 11). So a process
 * that opens a data folder holds a lock file in it, and a second one refuses to start.
 *
 * The file holds the owner's pid and, on Linux, its start time: a lock whose process is gone (kill -9,
 * a crash, a power cut) is stale and is taken over, even when the pid now belongs to another
 * process (a restarted container reuses low pids).
 */
export class DataDirLockedError extends Error {}

type Owner = { pid: number; started: string | null };

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat); null off Linux. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function readOwner(file: string): Owner | null {
  try {
    const [pid, started] = readFileSync(file, 'utf8').trim().split(/\s+/);
    const n = Number(pid);
    return Number.isInteger(n) && n > 0 ? { pid: n, started: started || null } : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock `file` (for the data folder `folder`, named in the message) or throws a
 * DataDirLockedError naming the process that holds it. Returns the release function.
 */
export function lockDataDir(file: string, folder: string): () => void {
  const me = `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${me}\n`);
      closeSync(fd);
      const release = () => {
        // Only our own lock: never remove one a later owner took over.
        if (readOwner(file)?.pid === process.pid) unlinkSync(file);
      };
      // A normal exit that skipped close() (an error during start-up) leaves no lock behind.
      process.once('exit', () => {
        try {
          release();
        } catch {}
      });
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(file);
    if (owner && owner.pid !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(
        `The data folder ${folder} is in use by another process (pid ${owner.pid}): stop it, or set DATA_DIR to another folder`,
      );
    }
    // Stale (its process is gone) or half-written: remove it and try again.
    try {
      unlinkSync(file);
    } catch {}
  }
  throw new DataDirLockedError(`Could not lock the data folder ${folder} (${file})`);
}
