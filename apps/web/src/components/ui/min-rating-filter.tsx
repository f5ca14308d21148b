import { MIN_RATING_CHOICES } from '@skillora/shared/constants';
import { useId } from 'react';
import { filterLegend } from './filter-styles';
import { inputClass } from './input';

type MinRatingFilterProps = {
  /** What is rated: "Rating", "Client rating". */
  label: string;
  value: number | undefined;
  /** Receives '' for "any", so the URL stays short. */
  onChange: (value: string) => void;
  className?: string;
};

/** "4★ & up": keeps the people whose average rating is at least that many stars (issue 26). */
export function MinRatingFilter({ label, value, onChange, className }: MinRatingFilterProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLegend}>
        {label}
      </label>
      <select
        id={id}
        value={value === undefined || Number.isNaN(value) ? '' : String(value)}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      >
        <option value="">Any rating</option>
        {MIN_RATING_CHOICES.map((stars) => (
          <option key={stars} value={stars}>
            {stars}★ &amp; up
          </option>
        ))}
      </select>
    </div>
  );
}
