import type { MatchWhy as Why } from '@skillora/shared';

type MatchWhyProps = { why: Why; score: number; id: string };

/** Why a match was made, in the words the API gives (ADR 036). */
export function MatchWhy({ why, score, id }: MatchWhyProps) {
  const lines = [
    why.skills.length > 0 && { label: 'Skills', text: why.skills.join(', ') },
    why.phrases.length > 0 && { label: 'Mentions', text: why.phrases.map((p) => `“${p}”`).join(', ') },
    why.rate && { label: 'Rate', text: why.rate },
    why.reputation && { label: 'Reputation', text: why.reputation },
  ].filter((line): line is { label: string; text: string } => Boolean(line));
  return (
    <div className="mt-3 rounded-xl bg-brand-50 p-3 text-sm dark:bg-gray-800">
      <p id={id} className="font-semibold text-brand-900 dark:text-brand-100">
        Why this match <span className="font-normal text-gray-800 dark:text-gray-200">({score}% fit)</span>
      </p>
      {lines.length === 0 ? (
        <p className="mt-1 text-gray-800 dark:text-gray-200">Same category as the job.</p>
      ) : (
        <dl aria-labelledby={id} className="mt-1 space-y-0.5 text-gray-800 dark:text-gray-200">
          {lines.map((line) => (
            <div key={line.label} className="flex flex-wrap gap-x-2">
              <dt className="font-medium">{line.label}:</dt>
              <dd className="[overflow-wrap:anywhere]">{line.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
