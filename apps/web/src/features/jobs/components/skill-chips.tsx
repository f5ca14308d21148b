import type { PublicCatalogItem } from '@skillora/shared';

/** A job's skills as a row of chips. */
export function SkillChips({ skills, label = 'Skills' }: { skills: PublicCatalogItem[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li
          key={skill._id}
          className="rounded-full bg-gray-100 px-3 py-1 text-xs font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-200"
        >
          {skill.name}
        </li>
      ))}
    </ul>
  );
}
