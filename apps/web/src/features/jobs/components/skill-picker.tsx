import type { PublicCatalogItem } from '@skillora/shared';
import { JOB_SKILLS_MAX } from '@skillora/shared/constants';
import { useId, useMemo, useState } from 'react';
import { inputClass } from '../../../components/ui/input';

// A thousand skills do not fit a list; the first matches do, and typing narrows them.
const SHOWN_MAX = 60;

type SkillPickerProps = {
  skills: PublicCatalogItem[];
  selected: string[];
  onChange: (ids: string[]) => void;
  legend?: string;
  max?: number;
  error?: string | undefined;
};

/** Many skills out of many: a filter box, checkboxes, and the chosen ones as removable chips. */
export function SkillPicker({
  skills,
  selected,
  onChange,
  legend = 'Skills',
  max = JOB_SKILLS_MAX,
  error,
}: SkillPickerProps) {
  const [filter, setFilter] = useState('');
  const id = useId();
  const byId = useMemo(() => new Map(skills.map((skill) => [skill._id, skill])), [skills]);
  const matches = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return skills.filter((skill) => skill.name.toLowerCase().includes(needle));
  }, [skills, filter]);
  const isFull = selected.length >= max;
  const toggle = (skillId: string) =>
    onChange(selected.includes(skillId) ? selected.filter((s) => s !== skillId) : [...selected, skillId]);

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">{legend}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-gray-700 dark:text-gray-300">
        {selected.length} of up to {max} chosen
      </p>
      {selected.length > 0 && (
        <ul aria-label={`Chosen ${legend.toLowerCase()}`} className="mb-2 flex flex-wrap gap-2">
          {selected.map((skillId) => (
            <li key={skillId}>
              <button
                type="button"
                onClick={() => toggle(skillId)}
                aria-label={`Remove ${byId.get(skillId)?.name ?? 'skill'}`}
                className="inline-flex min-h-7 items-center gap-1 rounded-full bg-brand-50 px-3 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/30 hover:bg-brand-100 dark:bg-gray-800 dark:text-brand-100"
              >
                {byId.get(skillId)?.name ?? 'Unavailable skill'}
                {/* An icon, not a "×" character: axe counts a character as visible text the name lacks. */}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  className="size-3"
                >
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-filter`} className="sr-only">
        Search {legend.toLowerCase()}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={`Search ${legend.toLowerCase()}`}
        className={inputClass}
      />
      <ul className="mt-2 max-h-56 overflow-y-auto rounded-lg border border-gray-200 p-1 dark:border-gray-700">
        {matches.slice(0, SHOWN_MAX).map((skill) => {
          const isChecked = selected.includes(skill._id);
          return (
            <li key={skill._id}>
              <label className="flex min-h-8 cursor-pointer items-center gap-2 rounded px-2 text-sm hover:bg-gray-50 dark:hover:bg-gray-800">
                <input
                  type="checkbox"
                  checked={isChecked}
                  disabled={!isChecked && isFull}
                  onChange={() => toggle(skill._id)}
                  className="size-4 accent-brand-600"
                />
                {skill.name}
              </label>
            </li>
          );
        })}
        {matches.length === 0 && (
          <li className="px-2 py-2 text-sm text-gray-700 dark:text-gray-300">No skills match "{filter}"</li>
        )}
        {matches.length > SHOWN_MAX && (
          <li className="px-2 py-2 text-xs text-gray-700 dark:text-gray-300">
            {matches.length - SHOWN_MAX} more: keep typing to narrow the list
          </li>
        )}
      </ul>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
