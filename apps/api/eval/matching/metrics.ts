/**
 * Ranking metrics for the matching evaluation (ADR 041). `grades` maps an id to its judged
 * relevance (0–2); an id that is absent was judged not relevant (0).
 */
export type Grades = ReadonlyMap<string, number>;

/** Discounted cumulative gain of the first k ids, with the exponential gain 2^grade − 1. */
function dcg(gains: readonly number[], k: number): number {
  return gains.slice(0, k).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
}

/** NDCG@k: the ranking's DCG over the best possible ordering's; 0 when nothing is relevant. */
export function ndcgAt(ranked: readonly string[], grades: Grades, k: number): number {
  const ideal = dcg(
    [...grades.values()].filter((g) => g > 0).sort((a, b) => b - a),
    k,
  );
  if (ideal === 0) return 0;
  return (
    dcg(
      ranked.map((id) => grades.get(id) ?? 0),
      k,
    ) / ideal
  );
}

/** Precision@k: the share of the first k places held by a relevant id (grade ≥ 1); a short list counts its gaps as misses. */
export function precisionAt(ranked: readonly string[], grades: Grades, k: number): number {
  return ranked.slice(0, k).filter((id) => (grades.get(id) ?? 0) > 0).length / k;
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
