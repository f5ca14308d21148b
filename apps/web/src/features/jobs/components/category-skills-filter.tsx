import { useId } from 'react';
import { filterLegend } from '../../../components/ui/filter-styles';
import { FormError } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { useCatalogOptions } from '../api/get-catalog-options';
import { SkillPicker } from './skill-picker';

type CategorySkillsFilterProps = {
  categoryId: string | undefined;
  skillIds: string[] | undefined;
  onCategory: (categoryId: string) => void;
  onSkills: (skillIds: string[]) => void;
};

/** The catalog's two filters, shared by Find Work and Find Talent: one category, any skills. */
export function CategorySkillsFilter({
  categoryId,
  skillIds,
  onCategory,
  onSkills,
}: CategorySkillsFilterProps) {
  const id = useId();
  const categories = useCatalogOptions('categories');
  const skills = useCatalogOptions('skills');
  return (
    <>
      <div>
        <label htmlFor={`${id}-category`} className={filterLegend}>
          Category
        </label>
        <select
          id={`${id}-category`}
          value={categoryId ?? ''}
          onChange={(e) => onCategory(e.target.value)}
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
      <SkillPicker skills={skills.data ?? []} selected={skillIds ?? []} onChange={onSkills} />
      <FormError
        message={
          Boolean(categories.error || skills.error) &&
          'Some filters could not be loaded. Reload the page to try again.'
        }
      />
    </>
  );
}
