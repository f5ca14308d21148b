import type { ReactNode } from 'react';
import { SkipLink } from '../../../components/ui/skip-link';
import { useSession } from '../../../lib/session';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

/**
 * The frame of every public page but the landing page (jobs, About, Terms…): the landing page's top
 * bar and footer. It lives under the app's providers, so the session comes from the shared cache.
 */
export function PublicPageLayout({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { user } = useSession();
  return (
    <div className={`flex min-h-screen flex-col ${className}`}>
      <SkipLink targetId="main-content" />
      <LandingHeader user={user} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <LandingFooter />
    </div>
  );
}
