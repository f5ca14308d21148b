import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/input';
import { adminStatementUrl, statementUrl } from '../words';

const thisYear = () => new Date().getFullYear();

/**
 * A statement of a range of days, downloaded as CSV or PDF; this year's by default. `admin`: any
 * user's (by id) or, left empty, the platform's (the payments page).
 */
export function StatementForm({ admin = false }: { admin?: boolean }) {
  const [userId, setUserId] = useState('');
  const [from, setFrom] = useState(`${thisYear()}-01-01`);
  const [to, setTo] = useState(`${thisYear()}-12-31`);
  const [format, setFormat] = useState<'csv' | 'pdf'>('pdf');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!from || !to) return setError('Choose both dates');
    if (from > to) return setError('The start date must not be after the end date');
    setError(null);
    // A download: the browser keeps this page and saves the file.
    const user = userId.trim();
    window.location.assign(
      admin
        ? adminStatementUrl({ from, to, format, ...(user ? { userId: user } : {}) })
        : statementUrl({ from, to, format }),
    );
  };

  return (
    <section
      aria-labelledby="statement-heading"
      className="mb-8 rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800"
    >
      <h2 id="statement-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Statement
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {admin
          ? "A user's statement, or the platform's when no user is named: paid, received, fees and refunds, with every document in the period."
          : 'What you paid, received, paid in fees and got back in refunds, with every document in the period.'}
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        {admin && (
          <TextField
            label="User ID (empty: the whole platform)"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            className="sm:w-80"
          />
        )}
        <TextField label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        <fieldset className="flex items-center gap-4 text-sm text-gray-800 dark:text-gray-200">
          <legend className="sr-only">Format</legend>
          {(['pdf', 'csv'] as const).map((f) => (
            <label key={f} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="statement-format"
                checked={format === f}
                onChange={() => setFormat(f)}
              />
              {f.toUpperCase()}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={buttonClass('secondary')}>
          Download statement
        </button>
      </form>
      <FormError message={error} className="mt-3" />
    </section>
  );
}
