import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/search-icon';

/** Searches open jobs at /jobs, where visitors browse without an account (issue 6). */
export function HeroSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `/jobs?${new URLSearchParams({ q })}` : '/jobs');
  };
  return (
    <search className="mt-8 max-w-xl">
      {/* action/method: the prerendered page searches even before its script has loaded. */}
      <form
        action="/jobs"
        method="get"
        onSubmit={onSubmit}
        className="flex items-center gap-2 rounded-full bg-white p-1.5 pl-5 sm:pl-4 shadow-xl shadow-gray-950/20 ring-1 ring-white/40 focus-within:ring-4 focus-within:ring-brand-100 dark:bg-gray-900 dark:ring-gray-700"
      >
        {/* At phone width the button carries the icon, so the whole placeholder fits. */}
        <SearchIcon className="hidden size-5 shrink-0 text-gray-500 sm:block dark:text-gray-400" />
        <label htmlFor={inputId} className="sr-only">
          Search by role, skills, or keywords
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          placeholder="Search by role, skills, or keywords"
          className="min-w-0 flex-1 bg-transparent py-2 text-base text-gray-900 placeholder:text-gray-600 focus:outline-none dark:text-gray-100 dark:placeholder:text-gray-400"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700 sm:px-5"
        >
          <SearchIcon className="size-5 sm:hidden" />
          <span className="max-sm:sr-only">Search</span>
        </button>
      </form>
    </search>
  );
}
