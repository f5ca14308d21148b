/**
 * How far a team job's hiring is (issue 32): "2 of 3 hired". Nothing for a job that needs one
 * freelancer. The client's job page shows it; Find Work's cards and JobDetails (the public and
 * freelancer's job pages) say the same in a few bytes of their own, at Find Work's size budget.
 */
export function HiringProgress({ job }: { job: { hires: number; hiresNeeded: number } }) {
  if (job.hiresNeeded <= 1) return null;
  return (
    <p className="text-sm font-medium text-gray-800 dark:text-gray-200">
      {job.hires} of {job.hiresNeeded} hired
    </p>
  );
}
