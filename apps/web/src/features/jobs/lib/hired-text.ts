/** How far a job's hiring is (issue 32): "2 of 3 hired". */
export const hiredText = (job: { hires: number; hiresNeeded: number }) =>
  `${job.hires} of ${job.hiresNeeded} hired`;
