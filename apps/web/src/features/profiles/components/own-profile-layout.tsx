import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800';

/** The frame of /client/profile and /freelancer/profile: the page, and the profile once it loaded. */
export function OwnProfileLayout<T>({
  profile,
  actions,
  children,
}: {
  profile: UseQueryResult<T>;
  actions?: ReactNode;
  children: (profile: T) => ReactNode;
}) {
  return (
    <PageShell title="Your profile" width="narrow" actions={actions}>
      {profile.data ? (
        <div className="space-y-6">{children(profile.data)}</div>
      ) : profile.error ? (
        <LoadError
          error={profile.error}
          fallback="Failed to load your profile"
          onRetry={() => profile.refetch()}
        />
      ) : (
        <Spinner label="Loading your profile" />
      )}
    </PageShell>
  );
}

/** One titled card of an own-profile page, named by its heading for landmarks (`<id>-title`). */
export function ProfileCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
