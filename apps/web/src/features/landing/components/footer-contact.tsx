import { useSiteInfo } from '../api/get-site-info';

const linkClass =
  'inline-flex min-h-6 items-center [overflow-wrap:anywhere] text-gray-700 underline-offset-2 hover:text-brand-700 hover:underline dark:text-gray-300 dark:hover:text-brand-100';

export function FooterContact() {
  const site = useSiteInfo();
  if (site.status === 'failed') {
    return <p className="text-gray-700 dark:text-gray-300">Contact details are unavailable right now.</p>;
  }
  if (site.status === 'loading') {
    // Same height as the two lines to come, so nothing below moves when they arrive.
    return (
      <div aria-hidden="true" className="space-y-3">
        <div className="h-6 w-48 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
        <div className="h-6 w-36 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
      </div>
    );
  }
  const { email, phone } = site.info;
  return (
    <ul className="space-y-3">
      <li>
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      </li>
      <li>
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
          {phone}
        </a>
      </li>
    </ul>
  );
}
