import { PROFILE_FIELD_LABELS } from '@skillora/shared/profiles';
import { Link } from 'react-router';
import { useFreelancerProfile } from '../api/freelancer-profile';

/**
 * On the freelancer's home until the profile is complete: the profile page's completeness meter,
 * what is missing, and the way there. Nothing once it is complete.
 */
export function ProfileCompletionPrompt() {
  const profile = useFreelancerProfile();
  const completeness = profile.data?.completeness;
  if (!completeness || completeness.percent >= 100) return null;
  const { percent, missing } = completeness;
  return (
    <section
      aria-labelledby="profile-prompt-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="profile-prompt-title" className="text-lg font-semibold">
          Your profile is {percent}% complete
        </h3>
        <Link
          to="/freelancer/profile"
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
        >
          Complete your profile
        </Link>
      </div>
      <div
        role="progressbar"
        aria-labelledby="profile-prompt-title"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
        Still missing: {missing.map((f) => PROFILE_FIELD_LABELS[f]).join(', ')}. Clients hire those whose
        profile tells them most.
      </p>
    </section>
  );
}
