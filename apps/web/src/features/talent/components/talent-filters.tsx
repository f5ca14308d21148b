import { countryOptions } from '@skillora/shared/countries';
import { useId } from 'react';
import { DollarRangeFilter } from '../../../components/ui/dollar-range-filter';
import { filterLegend } from '../../../components/ui/filter-styles';
import { inputClass } from '../../../components/ui/input';
import { MinRatingFilter } from '../../../components/ui/min-rating-filter';
import { CategorySkillsFilter } from '../../jobs';
import type { TalentSearchParams } from '../api/search-talent';
import type { TalentSearchChange } from '../lib/talent-search-url';

const RATE_KEYS = { min: 'minRateCents', max: 'maxRateCents' } as const;

type TalentFiltersProps = { params: TalentSearchParams; onChange: (change: TalentSearchChange) => void };

/** Category, skills, hourly rate, country and rating. */
export function TalentFilters({ params, onChange }: TalentFiltersProps) {
  const id = useId();
  return (
    <div className="space-y-6">
      <CategorySkillsFilter
        categoryId={params.categoryId}
        skillIds={params.skills}
        onCategory={(value) => onChange({ categoryId: value })}
        onSkills={(ids) => onChange({ skills: ids })}
      />
      <DollarRangeFilter
        legend="Hourly rate (USD)"
        min={params.minRateCents}
        max={params.maxRateCents}
        keys={RATE_KEYS}
        onChange={onChange}
      />
      <div>
        <label htmlFor={`${id}-country`} className={filterLegend}>
          Country
        </label>
        <select
          id={`${id}-country`}
          value={params.country ?? ''}
          onChange={(e) => onChange({ country: e.target.value })}
          className={inputClass}
        >
          <option value="">Any country</option>
          {countryOptions().map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <MinRatingFilter
        label="Rating"
        value={params.minRating}
        onChange={(value) => onChange({ minRating: value })}
      />
    </div>
  );
}
