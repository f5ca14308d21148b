import { EXPERIENCE_LEVELS, type ExperienceLevel } from '@skillora/shared/constants';
import { useId } from 'react';
import { FormError } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { EXPERIENCE_LABELS } from '../../../lib/labels';
import { useCatalogOptions } from '../api/get-catalog-options';
import type { JobSearchParams } from '../api/search-jobs';
import type { JobSearchChange } from '../hooks/use-job-search-state';
import { BudgetFilter } from './budget-filter';
import { filterLegend, optionLabel } from './filter-styles';
import { SkillPicker } from './skill-picker';

type JobFiltersProps = {
  params: JobSearchParams;
  budgetType: string;
  onChange: (change: JobSearchChange) => void;
};

/** Category, skills, budget and experience, as job boards let freelancers narrow a search. */
export function JobFilters({ params, budgetType, onChange }: JobFiltersProps) {
  const id = useId();
  const categories = useCatalogOptions('categories');
  const skills = useCatalogOptions('skills');
  const experience = params.experience ?? [];
  const toggleLevel = (level: ExperienceLevel) =>
    onChange({
      experience: experience.includes(level)
        ? experience.filter((l) => l !== level)
        : EXPERIENCE_LEVELS.filter((l) => l === level || experience.includes(l)),
    });

  return (
    <div className="space-y-6">
      <div>
        <label htmlFor={`${id}-category`} className={filterLegend}>
          Category
        </label>
        <select
          id={`${id}-category`}
          value={params.category ?? ''}
          onChange={(e) => onChange({ category: e.target.value })}
          className={inputClass}
        >
          <option value="">All categories</option>
          {categories.data?.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <SkillPicker
        skills={skills.data ?? []}
        selected={params.skills ?? []}
        onChange={(ids) => onChange({ skills: ids })}
      />
      <BudgetFilter
        budgetType={budgetType}
        budgetMin={params.budgetMin}
        budgetMax={params.budgetMax}
        onChange={onChange}
      />
      <fieldset>
        <legend className={filterLegend}>Experience level</legend>
        <div className="space-y-1">
          {EXPERIENCE_LEVELS.map((level) => (
            <label key={level} className={optionLabel}>
              <input
                type="checkbox"
                checked={experience.includes(level)}
                onChange={() => toggleLevel(level)}
                className="size-4 accent-brand-600"
              />
              {EXPERIENCE_LABELS[level]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormError
        message={
          Boolean(categories.error || skills.error) &&
          'Some filters could not be loaded. Reload the page to try again.'
        }
      />
    </div>
  );
}
