import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Goal, Row } from './goals';

export type RunContext = {
  at: string;
  cpus: number;
  node: string;
  seconds: number;
  /** 1-minute load average when the run started and ended: above the CPU count, others were busy too. */
  loadBefore: number;
  loadAfter: number;
  engines: Array<{ engine: string; counts: Record<string, number>; seeding: { totalSeconds: number } }>;
};

const LOAD_LABEL: Record<Row['load'], (row: Row) => string> = {
  peak: () => 'peak',
  'half-peak': (row) => `half peak (${row.rate} req/s)`,
  login: () => 'login flood',
  'during-flood': (row) => `${row.rate} req/s during a login flood`,
};

const cell = (value: number | undefined) => (value === undefined ? '' : String(value));

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| engine | endpoint | load | req/s | p50 ms | p99 ms | server CPU ms/req | bare req/s | ratio | bare SQL req/s | ratio to SQL | errors |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const ratio = r.bare ? (r.app.rps / r.bare.rps).toFixed(2) : '';
    const sqlRatio = r.bareSql ? (r.app.rps / r.bareSql.rps).toFixed(2) : '';
    lines.push(
      `| ${r.engine} | ${r.name} | ${LOAD_LABEL[r.load](r)} | ${r.app.rps} | ${r.app.p50} | ${r.app.p99} | ${cell(r.app.cpuMsPerRequest)} | ${cell(r.bare?.rps)} | ${ratio} | ${cell(r.bareSql?.rps)} | ${sqlRatio} | ${r.app.non2xx + r.app.errors} |`,
    );
  }
  return lines.join('\n');
}

export function goalsList(goals: Goal[]): string {
  return goals
    .map((g) => `- ${g.isMet ? 'met' : '**not met**'} (${g.engine}): ${g.goal}: ${g.measured}`)
    .join('\n');
}

export function contextLine(context: RunContext): string {
  const busy =
    context.loadBefore > context.cpus / 2
      ? ` **The machine was busy (load ${context.loadBefore} on ${context.cpus} CPUs): compare the CPU column, not req/s.**`
      : '';
  return `${context.at}, ${context.cpus} CPUs, Node ${context.node}, ${context.seconds} s per measurement, load average ${context.loadBefore} before and ${context.loadAfter} after.${busy}`;
}

/**
 * JSON of the whole run, the markdown in latest.md, and the table in README's benchmark section. A
 * partial run (BENCH_ONLY) writes its JSON only: its table is not the whole story.
 */
export function writeResults(
  root: string,
  context: RunContext,
  rows: Row[],
  goals: Goal[],
  markdown: string,
  isPartial = false,
) {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const stamp = context.at.replace(/[:.]/g, '-');
  writeFileSync(path.join(dir, `${stamp}.json`), JSON.stringify({ ...context, rows, goals }, null, 2));
  if (isPartial) return;
  writeFileSync(path.join(dir, 'latest.md'), `${markdown}\n`);
  const readme = path.join(root, 'README.md');
  if (!existsSync(readme)) return;
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return;
  writeFileSync(readme, `${text.slice(0, from + start.length)}\n${markdown}\n${text.slice(to)}`);
}
