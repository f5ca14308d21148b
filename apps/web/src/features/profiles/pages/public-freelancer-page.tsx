import { formatMoney } from '@skillora/shared/money';
import { EARNINGS_BAND_LABELS } from '@skillora/shared/profiles';
import type { PublicFreelancerProfile } from '@skillora/shared/schemas/profiles';
import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { LinkedText } from '../../../components/ui/linked-text';
import { LoadError } from '../../../components/ui/load-error';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { BackLink } from '../../../components/ui/page-shell';
import { SkillChips } from '../../../components/ui/skill-chips';
import { Spinner } from '../../../components/ui/spinner';
import { TitledSection } from '../../../components/ui/titled-section';
import { backToFrom } from '../../../lib/back-to';
import { formatMonth } from '../../../lib/format';
import { isNotFound } from '../../../lib/is-not-found';
import { lazyPage } from '../../../lib/lazy-page';
import { Money } from '../../../lib/money';
import { ReportButton } from '../../reports';
import { InviteToJobButton } from '../../talent';
import { usePublicProfile } from '../api/public-profile';
import { countryName } from '../lib/regions';

// Reputation and reviews (issue 26) load after the profile, as chunks of their own.
const ReputationFacts = lazyPage(() => import('../../reputation'), 'ReputationFacts');
const PublicReviews = lazyPage(() => import('../../reviews'), 'PublicReviews');

const card = 'rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800';

/**
 * /freelancers/:id: a freelancer's public profile, readable by anyone. Its frame is the route's
 * (app/layouts/area-or-public-layout): a signed-in user's own top bar, the public one for visitors.
 */
export function PublicFreelancerPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const profile = usePublicProfile(id);
  if (isNotFound(profile.error)) return <NotFoundPage />;
  const backTo = backToFrom(location.state, '/jobs');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {backTo !== '/jobs' && <BackLink to={backTo} label="Back" />}
      {profile.data ? (
        <ProfileView profile={profile.data} />
      ) : profile.error ? (
        <LoadError
          error={profile.error}
          fallback="Failed to load the profile"
          onRetry={() => profile.refetch()}
        />
      ) : (
        <Spinner label="Loading the profile" />
      )}
    </div>
  );
}

function ProfileView({ profile }: { profile: PublicFreelancerProfile }) {
  return (
    <div className="space-y-6">
      <section className={`${card} flex flex-wrap items-center gap-5`}>
        <Avatar name={profile.name} photoUrl={profile.photoUrl} className="size-24 text-2xl" />
        {/* At least 15rem, or the facts beside it move to the next line: a long name made it a sliver. */}
        <div className="min-w-0 flex-1 basis-60">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{profile.name}</h1>
          {profile.title && <p className="mt-1 text-lg text-gray-800 dark:text-gray-200">{profile.title}</p>}
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {[profile.country && countryName(profile.country), profile.timeZone?.replaceAll('_', ' ')]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-gray-700 dark:text-gray-300">Hourly rate</dt>
            <dd className="font-semibold">
              {profile.hourlyRateCents === null ? (
                'Not set'
              ) : (
                <Money>{`${formatMoney(profile.hourlyRateCents, 'short')}/hr`}</Money>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-gray-700 dark:text-gray-300">Member since</dt>
            <dd className="font-semibold">{formatMonth(profile.memberSince)}</dd>
          </div>
          <div>
            <dt className="text-gray-700 dark:text-gray-300">Jobs completed</dt>
            <dd className="font-semibold">{profile.jobsCompleted}</dd>
          </div>
          <div>
            <dt className="text-gray-700 dark:text-gray-300">Earnings</dt>
            <dd className="font-semibold">{EARNINGS_BAND_LABELS[profile.earningsBand]}</dd>
          </div>
          <Suspense fallback={null}>
            <ReputationFacts reputation={profile.reputation} />
          </Suspense>
        </dl>
        {/* Only a signed-in client sees it (features/talent). */}
        <InviteToJobButton freelancerId={profile.userId} freelancerName={profile.name} />
        <ReportButton
          subjectType="user"
          subjectId={profile.userId}
          ownerId={profile.userId}
          what={profile.name}
        />
      </section>

      <TitledSection id="overview-title" title="Overview" className={card}>
        {profile.overview ? (
          <LinkedText text={profile.overview} className="mt-3 text-gray-800 dark:text-gray-200" />
        ) : (
          <p className="mt-3 text-gray-700 dark:text-gray-300">No overview yet.</p>
        )}
        {profile.skills.length > 0 && (
          <>
            <h3 className="mt-5 font-semibold">Skills</h3>
            <SkillChips skills={profile.skills} tone="brand" className="mt-2" />
          </>
        )}
        {profile.languages.length > 0 && (
          <>
            <h3 className="mt-5 font-semibold">Languages</h3>
            <ul className="mt-2 text-sm">
              {profile.languages.map((l) => (
                <li key={l.name}>
                  {l.name}: <span className="text-gray-700 capitalize dark:text-gray-300">{l.level}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </TitledSection>

      <TitledSection id="portfolio-title" title="Portfolio" className={card}>
        {profile.portfolio.length === 0 ? (
          <p className="mt-3 text-gray-700 dark:text-gray-300">No portfolio items yet.</p>
        ) : (
          <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {profile.portfolio.map((item) => (
              <li key={item.id} className="rounded-xl p-4 ring-1 ring-gray-200 dark:ring-gray-800">
                <h3 className="font-semibold">{item.title}</h3>
                {item.images.length > 0 && (
                  <div className="mt-2 flex gap-2 overflow-x-auto">
                    {item.images.map((image, i) => (
                      <img
                        key={image.fileId}
                        src={image.url}
                        alt={`${item.title} (${i + 1} of ${item.images.length})`}
                        loading="lazy"
                        className="h-32 w-44 shrink-0 rounded-lg object-cover"
                      />
                    ))}
                  </div>
                )}
                {item.description && <LinkedText text={item.description} className="mt-2 text-sm" />}
                {item.link && (
                  <a
                    href={item.link}
                    rel="noopener noreferrer nofollow ugc"
                    target="_blank"
                    className="mt-2 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-100"
                  >
                    View project<span className="sr-only">: {item.title}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>

      <Suspense fallback={null}>
        <PublicReviews side="freelancer" id={profile.userId} name={profile.name} className={card} />
      </Suspense>

      {(profile.employment.length > 0 || profile.education.length > 0) && (
        <TitledSection id="history-title" title="Experience and education" className={card}>
          <ul className="mt-3 space-y-2 text-sm">
            {profile.employment.map((job) => (
              <li key={`${job.company}-${job.fromYear}`}>
                <span className="font-semibold">{job.title}</span>, {job.company} ({job.fromYear}–
                {job.toYear ?? 'now'})
                {job.description && (
                  <p className="mt-1 whitespace-pre-line text-gray-700 dark:text-gray-300">
                    {job.description}
                  </p>
                )}
              </li>
            ))}
            {profile.education.map((school) => (
              <li key={`${school.school}-${school.fromYear}`}>
                <span className="font-semibold">{school.degree || 'Studies'}</span>, {school.school} (
                {school.fromYear}–{school.toYear ?? 'now'})
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </div>
  );
}
