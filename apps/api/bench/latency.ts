import pg from 'pg';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** `p50 … ms, p99 … ms (n=…)` with `digits` decimals. */
export const latencySummary = (values: number[], digits: number) =>
  `p50 ${percentile(values, 50).toFixed(digits)} ms, p99 ${percentile(values, 99).toFixed(digits)} ms (n=${values.length})`;

/** One statement on its own connection (create or drop a throwaway database). */
export async function adminQuery(connectionString: string | undefined, statement: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
