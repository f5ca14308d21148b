import type { ReactNode } from 'react';
import { useQueryState } from '../../hooks/use-query-state';
import { rovingTarget } from '../../lib/roving-focus';

export type UrlTab = { value: string; label: string; panel: ReactNode };

/**
 * Tabs whose open one stays in the URL (`?tab=`), so it survives a reload and a link can open it; the
 * first tab is the default and leaves the URL clean. Arrow keys, Home and End move between the tabs
 * (the ARIA tabs pattern). Only the open panel is drawn, so a tab's reads start when it is opened.
 */
export function UrlTabs({
  label,
  id,
  tabs,
  className,
}: {
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the tabs' element ids, unique on the page. */
  id: string;
  tabs: readonly UrlTab[];
  className?: string;
}) {
  const [state, setState] = useQueryState(['tab']);
  const open = tabs.find((t) => t.value === state.tab) ?? tabs[0]!;
  const select = (tab: UrlTab, focus: boolean) => {
    setState({ tab: tab === tabs[0] ? '' : tab.value });
    if (focus) document.getElementById(`${id}-tab-${tab.value}`)?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = rovingTarget(event.key, index, tabs.length, 'horizontal');
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[next]!, true);
  };
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-2 border-b border-gray-200 dark:border-gray-800"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={open === tab}
            aria-controls={`${id}-tab-panel`}
            tabIndex={open === tab ? 0 : -1}
            onClick={() => select(tab, false)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="min-h-10 border-b-2 border-transparent px-4 text-sm font-semibold text-gray-700 hover:text-gray-900 aria-selected:border-brand-700 aria-selected:text-brand-800 dark:text-gray-300 dark:hover:text-white dark:aria-selected:border-brand-500 dark:aria-selected:text-brand-100"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-tab-panel`} aria-labelledby={`${id}-tab-${open.value}`}>
        {open.panel}
      </div>
    </div>
  );
}
