import type { ReactNode } from 'react';
import { useQueryState } from '../../../hooks/use-query-state';

type Tab = 'proposals' | 'suggested';

/**
 * Proposals and Suggested (issue 29) on the client's job page, as tabs; the open one stays in the URL
 * (`?tab=suggested`), so a link can open Suggested right after publishing.
 */
export function JobTabs({ proposals, suggested }: { proposals: ReactNode; suggested: ReactNode }) {
  const [state, setState] = useQueryState(['tab']);
  const open: Tab = state.tab === 'suggested' ? 'suggested' : 'proposals';
  const tab = (value: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`job-tab-${value}`}
      aria-selected={open === value}
      aria-controls="job-tab-panel"
      tabIndex={open === value ? 0 : -1}
      onClick={() => setState({ tab: value === 'proposals' ? '' : value })}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        const next = value === 'proposals' ? 'suggested' : 'proposals';
        setState({ tab: next === 'proposals' ? '' : next });
        document.getElementById(`job-tab-${next}`)?.focus();
      }}
      className="min-h-10 border-b-2 border-transparent px-4 text-sm font-semibold text-gray-700 hover:text-gray-900 aria-selected:border-brand-700 aria-selected:text-brand-800 dark:text-gray-300 dark:hover:text-white dark:aria-selected:border-brand-500 dark:aria-selected:text-brand-100"
    >
      {label}
    </button>
  );
  return (
    <div className="mt-10">
      <div
        role="tablist"
        aria-label="Candidates"
        className="flex gap-2 border-b border-gray-200 dark:border-gray-800"
      >
        {tab('proposals', 'Proposals')}
        {tab('suggested', 'Suggested')}
      </div>
      <div role="tabpanel" id="job-tab-panel" aria-labelledby={`job-tab-${open}`}>
        {open === 'proposals' ? proposals : suggested}
      </div>
    </div>
  );
}
