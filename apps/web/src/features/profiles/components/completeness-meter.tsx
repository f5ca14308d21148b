import type { Completeness } from '@skillora/shared';
import { PROFILE_FIELD_LABELS } from '@skillora/shared/profiles';

/** How complete the profile is, what is missing, and whether proposals are open yet. */
export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  const { percent, missing, canPropose } = completeness;
  return (
    <section
      aria-labelledby="completeness-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="completeness-title" className="text-lg font-semibold">
          Profile completeness
        </h2>
        <span className="text-lg font-bold">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completeness-title"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      {missing.length > 0 ? (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
          Still missing: {missing.map((f) => PROFILE_FIELD_LABELS[f]).join(', ')}.
        </p>
      ) : (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">Your profile is complete.</p>
      )}
      <p
        className={`mt-2 text-sm font-medium ${canPropose ? 'text-green-800 dark:text-green-300' : 'text-amber-800 dark:text-amber-300'}`}
      >
        {canPropose
          ? 'You can send proposals.'
          : 'Add a professional title, an overview, skills and an hourly rate to send proposals.'}
      </p>
    </section>
  );
}
