/**
 * How far a team job's hiring is (issue 32): "2 of 3 hired". Nothing for a job that needs one
 * freelancer. Kept out of JobDetails, which Find Work's chunk loads at its size budget; the client's job page shows it.
 */
export function HiringProgress({ job }: { job: { hires: number; hiresNeeded: number } }) {
  if (job.hiresNeeded <= 1) return null;
  return (
    <p className="text-sm font-medium text-gray-800 dark:text-gray-200">
      {job.hires} of {job.hiresNeeded} hired
    </p>
  );
}
