import { Link } from 'react-router';
import { useCategoryIds } from '../api/get-category-ids';
import { CATEGORIES } from '../content';
import { SpriteIcon } from './sprite-icon';

/**
 * The spec's eight fixed tiles, each opening Find Talent filtered by its category (issue 14). The
 * tiles are fixed texts, so a tile whose category an admin renamed or unlisted searches by its name
 * instead.
 */
export function CategorySection() {
  const categoryIds = useCategoryIds();
  const searchFor = (name: string) => {
    const id = categoryIds.get(name.toLowerCase());
    return `/talent?${new URLSearchParams(id ? { categoryId: id } : { q: name })}`;
  };
  return (
    <section
      aria-labelledby="categories-title"
      className="bg-gray-50 px-4 py-16 sm:px-6 sm:py-24 lg:px-8 dark:bg-gray-900/50"
    >
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="categories-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Browse Talent by Category
          </h2>
          <p className="mt-4 text-lg text-pretty text-gray-700 dark:text-gray-300">
            Discover skilled professionals across various domains to bring your projects to life
          </p>
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {CATEGORIES.map((category) => (
            <li key={category.name} className="flex">
              <Link
                to={searchFor(category.name)}
                className="flex w-full flex-col items-start gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-600 sm:p-6 motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:bg-gray-900 dark:ring-gray-800 dark:hover:ring-brand-500"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-gray-800 dark:text-brand-100">
                  <SpriteIcon id={category.icon} className="size-6" />
                </span>
                <span className="font-semibold text-gray-900 sm:text-lg dark:text-white">
                  {category.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
