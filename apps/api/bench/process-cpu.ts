import { readFileSync } from 'node:fs';

const TICKS_PER_MS = 0.1; // USER_HZ is 100 on Linux

/** User + system CPU time of a process so far, in ms, from /proc; null where there is no /proc. */
export function readServerCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
  } catch {
    return null;
  }
}
