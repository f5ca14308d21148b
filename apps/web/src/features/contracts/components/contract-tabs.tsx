import type { ReactNode } from 'react';
import { useQueryState } from '../../../hooks/use-query-state';

export type ContractTab = 'overview' | 'timesheet';
const TABS: ReadonlyArray<{ value: ContractTab; label: string }> = [
  { value: 'overview', label: 'Overview' },
  { value: 'timesheet', label: 'Timesheet' },
];

/** The tab a `?tab=` value opens: Overview unless it names the Timesheet. */
export const contractTabOf = (value: string): ContractTab =>
  value === 'timesheet' ? 'timesheet' : 'overview';

/**
 * An hourly contract's Overview (invoices, bonuses, timeline) and Timesheet (issue 27) as tabs; the open
 * one stays in the URL (`?tab=timesheet`), so it survives a reload and can be linked. Arrow keys, Home and
 * End move between the tabs (the ARIA tabs pattern); only the open panel is drawn, so the Timesheet's
 * reads start when it is opened.
 */
export function ContractTabs({ overview, timesheet }: { overview: ReactNode; timesheet: ReactNode }) {
  const [state, setState] = useQueryState(['tab']);
  const open = contractTabOf(state.tab);
  const select = (value: ContractTab, focus: boolean) => {
    setState({ tab: value === 'overview' ? '' : value });
    if (focus) document.getElementById(`contract-tab-${value}`)?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const to: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = to[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[next]!.value, true);
  };
  return (
    <div className="mt-8">
      <div
        role="tablist"
        aria-label="Contract"
        className="flex gap-2 border-b border-gray-200 dark:border-gray-800"
      >
        {TABS.map(({ value, label }, index) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`contract-tab-${value}`}
            aria-selected={open === value}
            aria-controls="contract-tab-panel"
            tabIndex={open === value ? 0 : -1}
            onClick={() => select(value, false)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="min-h-10 border-b-2 border-transparent px-4 text-sm font-semibold text-gray-700 hover:text-gray-900 aria-selected:border-brand-700 aria-selected:text-brand-800 dark:text-gray-300 dark:hover:text-white dark:aria-selected:border-brand-500 dark:aria-selected:text-brand-100"
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="contract-tab-panel" aria-labelledby={`contract-tab-${open}`}>
        {open === 'overview' ? overview : timesheet}
      </div>
    </div>
  );
}
