import type { PublicCatalogItem } from '@skillora/shared';

const CHIP_TONES = {
  plain: 'bg-gray-100 font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  /** A profile's own skills, what it is about rather than one detail among others. */
  brand:
    'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-600/30 dark:bg-gray-800 dark:text-brand-100',
};

type SkillChipsProps = {
  skills: PublicCatalogItem[];
  /** Names the list for screen readers. */
  label?: string;
  tone?: keyof typeof CHIP_TONES;
  className?: string;
};

/** Skills (a job's, a freelancer's) as a row of chips. */
export function SkillChips({ skills, label = 'Skills', tone = 'plain', className = '' }: SkillChipsProps) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {skills.map((skill) => (
        <li key={skill._id} className={`rounded-full px-3 py-1 text-xs ${CHIP_TONES[tone]}`}>
          {skill.name}
        </li>
      ))}
    </ul>
  );
}
