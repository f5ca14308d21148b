import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { allLinks } from '../config/area-config';
import { useArea } from '../config/area-context';

/** /{area}/soon/:feature — a menu item whose feature is not built yet lands here, not on nothing. */
export function ComingSoonPage() {
  const area = useArea();
  const { pathname } = useLocation();
  const feature = allLinks(area).find((link) => link.to === pathname);
  if (!feature) return <NotFoundPage />;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-gray-800 dark:text-brand-100">
        Coming soon
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {feature.label} is on its way
      </h1>
      <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">
        We are still building this part of Skillora. It will appear right here as soon as it is ready.
      </p>
      <Link to={area.homePath} className={buttonClass('primary', 'mt-8 min-h-12 px-6 text-base')}>
        Back to home
      </Link>
    </div>
  );
}
