import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { useFreelancerProfile } from '../api/freelancer-profile';
import { CompletenessMeter } from '../components/completeness-meter';
import { FreelancerProfileForm } from '../components/freelancer-profile-form';
import { PhotoUploader } from '../components/photo-uploader';
import { PortfolioEditor } from '../components/portfolio-editor';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800';

/** /freelancer/profile: what clients see of me, edited in place, with what is still missing. */
export function FreelancerProfilePage() {
  const profile = useFreelancerProfile();
  return (
    <PageShell
      title="Your profile"
      width="narrow"
      actions={
        profile.data && (
          <Link
            to={`/freelancers/${profile.data.userId}`}
            className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
          >
            View public profile
          </Link>
        )
      }
    >
      {profile.data ? (
        <div className="space-y-6">
          <CompletenessMeter completeness={profile.data.completeness} />
          <section aria-labelledby="photo-title" className={card}>
            <h2 id="photo-title" className="mb-4 text-lg font-semibold">
              Photo
            </h2>
            <PhotoUploader name={profile.data.name} photoUrl={profile.data.photoUrl} />
          </section>
          <section aria-labelledby="details-title" className={card}>
            <h2 id="details-title" className="mb-4 text-lg font-semibold">
              Details
            </h2>
            <FreelancerProfileForm profile={profile.data} />
          </section>
          <section aria-labelledby="portfolio-title" className={card}>
            <h2 id="portfolio-title" className="mb-4 text-lg font-semibold">
              Portfolio
            </h2>
            <PortfolioEditor items={profile.data.portfolio} />
          </section>
        </div>
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
