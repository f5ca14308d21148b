import { createHash } from 'node:crypto';
import { loadEvalSet } from '../eval/matching/eval-set';
import { scorePair } from '../src/modules/matching/lexical-ranker';

// Every (job, freelancer) pair of the evaluation set, scored twice over (cold, then warm caches), as one
// digest: a change to how the re-rank computes must leave it equal.
const { jobs, freelancers } = loadEvalSet();
const hash = createHash('sha256');
for (let round = 0; round < 2; round++)
  for (const job of jobs)
    for (const freelancer of freelancers)
      for (const reader of ['client', 'freelancer'] as const)
        hash.update(JSON.stringify(scorePair(job, freelancer, reader)));
console.log(`pairs ${jobs.length * freelancers.length * 4} digest ${hash.digest('hex')}`);
