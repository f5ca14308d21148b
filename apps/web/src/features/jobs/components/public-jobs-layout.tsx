import type { ReactNode } from 'react';
import { PublicPageLayout } from '../../landing';

/** The frame of the public job pages: the landing page's top bar and footer. */
export function PublicJobsLayout({ children }: { children: ReactNode }) {
  return <PublicPageLayout className="bg-gray-50 dark:bg-gray-950">{children}</PublicPageLayout>;
}
