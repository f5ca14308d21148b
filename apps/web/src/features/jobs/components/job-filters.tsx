import { EXPERIENCE_LEVELS, type ExperienceLevel } from '@skillora/shared/constants';
import { filterLegend, optionLabel } from '../../../components/ui/filter-styles';
import { MinRatingFilter } from '../../../components/ui/min-rating-filter';
import { EXPERIENCE_LABELS } from '../../../lib/labels';
import type { JobSearchParams } from '../api/search-jobs';
import type { JobSearchChange } from '../lib/job-search-url';
import { BudgetFilter } from './budget-filter';
import { CategorySkillsFilter } from './category-skills-filter';

type JobFiltersProps = {
  params: JobSearchParams;
  budgetType: string;
  onChange: (change: JobSearchChange) => void;
};

/** Category, skills, budget, experience and the client's rating, as job boards let freelancers narrow a search. */
export function JobFilters({ params, budgetType, onChange }: JobFiltersProps) {
  const experience = params.experience ?? [];
  const toggleLevel = (level: ExperienceLevel) =>
    onChange({
      experience: experience.includes(level)
        ? experience.filter((l) => l !== level)
        : EXPERIENCE_LEVELS.filter((l) => l === level || experience.includes(l)),
    });

  return (
    <div className="space-y-6">
      <CategorySkillsFilter
        categoryId={params.category}
        skillIds={params.skills}
        onCategory={(value) => onChange({ category: value })}
        onSkills={(ids) => onChange({ skills: ids })}
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
      <MinRatingFilter
        label="Client rating"
        value={params.minClientRating}
        onChange={(value) => onChange({ minClientRating: value })}
      />
    </div>
  );
}
