import type { ScreeningAnswer } from '@skillora/shared';

/** The job's screening questions with the freelancer's answers (issue 32); nothing when none was asked. */
export function ScreeningAnswers({ answers }: { answers: ScreeningAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <div className="mt-4">
      <p className="text-sm font-semibold text-gray-900 dark:text-gray-100">Screening questions</p>
      <dl className="mt-2 space-y-3 text-sm">
        {answers.map(({ question, answer }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the questions' order is fixed when sent
          <div key={index}>
            <dt className="text-gray-700 dark:text-gray-300">{question}</dt>
            <dd className="mt-1 whitespace-pre-line text-gray-800 dark:text-gray-200">{answer}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
