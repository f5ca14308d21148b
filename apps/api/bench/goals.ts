import type { Engine } from './database';
import type { Measurement } from './measure';
import type { ReadKind } from './targets';

export type Load = 'peak' | 'half-peak' | 'login' | 'during-flood';

export type Row = {
  engine: Engine;
  name: string;
  kind?: ReadKind;
  load: Load;
  /** For a rate-capped run: the rate asked for. */
  rate?: number;
  app: Measurement;
  bare?: Measurement;
  /** A database-bound read's ceiling: the same statements on the same driver, no framework (bare-sql-server.mjs). */
  bareSql?: Measurement;
};

export type Goal = { engine: Engine; goal: string; measured: string; isMet: boolean };

const ratio = (row: Row) => (row.bare ? row.app.rps / row.bare.rps : 0);

/** The goals, checked against this run's rows (reported, not enforced). */
export function checkGoals(rows: Row[]): Goal[] {
  const goals: Goal[] = [];
  const engines = [...new Set(rows.map((r) => r.engine))];
  for (const engine of engines) {
    const of = (kind: ReadKind, load: Load) =>
      rows.find((r) => r.engine === engine && r.kind === kind && r.load === load);
    const health = of('health', 'peak');
    if (health) {
      goals.push({
        engine,
        goal: '/api/health ≥ 0.9× bare',
        measured: `${ratio(health).toFixed(2)}×`,
        isMet: ratio(health) >= 0.9,
      });
    }
    const cached = of('public-cached', 'peak');
    if (cached) {
      goals.push({
        engine,
        goal: 'public cached reads ≥ 0.7× bare',
        measured: `${ratio(cached).toFixed(2)}×`,
        isMet: ratio(cached) >= 0.7,
      });
    }
    const sessionRead = of('session-read', 'peak');
    if (sessionRead && engine === 'pglite') {
      goals.push({
        engine,
        goal: 'authenticated one-query reads ≥ 6 000 req/s',
        measured: `${sessionRead.app.rps} req/s (${sessionRead.name})`,
        isMet: sessionRead.app.rps >= 6000,
      });
    }
    const halves = rows.filter((r) => r.engine === engine && r.load === 'half-peak');
    if (halves.length) {
      const worst = halves.reduce((a, b) => (b.app.p99 > a.app.p99 ? b : a));
      goals.push({
        engine,
        goal: 'reads p99 ≤ 25 ms at half of peak load',
        measured: `worst ${worst.app.p99} ms (${worst.name})`,
        isMet: worst.app.p99 <= 25,
      });
    }
    const flood = rows.filter((r) => r.engine === engine && r.load === 'during-flood');
    if (flood.length) {
      const worst = flood.reduce((a, b) => (b.app.p99 > a.app.p99 ? b : a));
      goals.push({
        engine,
        goal: 'GET p99 ≤ 50 ms during a login flood',
        measured: `worst ${worst.app.p99} ms (${worst.name})`,
        isMet: worst.app.p99 <= 50,
      });
    }
    const searchPeak = of('job-search', 'peak');
    if (searchPeak && engine === 'postgres') {
      goals.push({
        engine,
        goal: 'job search ≥ 1 000 req/s at peak',
        measured: `${searchPeak.app.rps} req/s`,
        isMet: searchPeak.app.rps >= 1000,
      });
      const half = of('job-search', 'half-peak');
      if (half) {
        goals.push({
          engine,
          goal: 'job search p99 ≤ 10 ms at half of peak',
          measured: `p99 ${half.app.p99} ms`,
          isMet: half.app.p99 <= 10,
        });
      }
    }
    const search = of('job-search', 'half-peak');
    if (search && engine === 'pglite') {
      goals.push({
        engine,
        goal: 'job search p99 ≤ 50 ms (half of peak load)',
        measured: `p50 ${search.app.p50} ms, p99 ${search.app.p99} ms`,
        isMet: search.app.p99 <= 50,
      });
    }
    // Matching both ways: the issue names suggestions; best matches are held to the same budget.
    for (const [kind, what] of [
      ['suggestions', 'suggestions'],
      ['best-matches', 'best matches'],
    ] as const) {
      const row = of(kind, 'half-peak');
      if (row)
        goals.push({
          engine,
          goal: `${what} p99 ≤ 50 ms (half of peak load)`,
          measured: `p50 ${row.app.p50} ms, p99 ${row.app.p99} ms`,
          isMet: row.app.p99 <= 50,
        });
    }
    const talent = rows.filter(
      (r) => r.engine === engine && r.kind === 'talent-search' && r.load === 'half-peak',
    );
    if (talent.length) {
      const worst = talent.reduce((a, b) => (b.app.p99 > a.app.p99 ? b : a));
      goals.push({
        engine,
        goal: 'talent search p99 ≤ 50 ms (half of peak load)',
        measured: `worst p50 ${worst.app.p50} ms, p99 ${worst.app.p99} ms (${worst.name})`,
        isMet: worst.app.p99 <= 50,
      });
    }
  }
  return goals;
}
