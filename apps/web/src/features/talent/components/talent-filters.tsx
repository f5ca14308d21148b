import { useId } from 'react';
import { FormError } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { SkillPicker, useCatalogOptions } from '../../jobs';
import type { TalentSearchParams } from '../api/search-talent';
import type { TalentSearchChange } from '../lib/talent-search-url';
import { countryOptions } from './countries';
import { filterLegend } from './filter-styles';
import { RateFilter } from './rate-filter';

type TalentFiltersProps = { params: TalentSearchParams; onChange: (change: TalentSearchChange) => void };

/** Category, skills, hourly rate and country. */
export function TalentFilters({ params, onChange }: TalentFiltersProps) {
  const id = useId();
  const categories = useCatalogOptions('categories');
  const skills = useCatalogOptions('skills');
  return (
    <div className="space-y-6">
      <div>
        <label htmlFor={`${id}-category`} className={filterLegend}>
          Category
        </label>
        <select
          id={`${id}-category`}
          value={params.categoryId ?? ''}
          onChange={(e) => onChange({ categoryId: e.target.value })}
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
      <RateFilter minRateCents={params.minRateCents} maxRateCents={params.maxRateCents} onChange={onChange} />
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
      <FormError
        message={
          Boolean(categories.error || skills.error) &&
          'Some filters could not be loaded. Reload the page to try again.'
        }
      />
    </div>
  );
}
