import { Link } from 'react-router';
import { useFreelancerProfile } from '../api/freelancer-profile';
import { CompletenessMeter } from '../components/completeness-meter';
import { FreelancerProfileForm } from '../components/freelancer-profile-form';
import { OwnProfileLayout, ProfileCard } from '../components/own-profile-layout';
import { PhotoUploader } from '../components/photo-uploader';
import { PortfolioEditor } from '../components/portfolio-editor';

/** /freelancer/profile: what clients see of me, edited in place, with what is still missing. */
export function FreelancerProfilePage() {
  const profile = useFreelancerProfile();
  return (
    <OwnProfileLayout
      profile={profile}
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
      {(data) => (
        <>
          <CompletenessMeter completeness={data.completeness} />
          <ProfileCard id="photo" title="Photo">
            <PhotoUploader name={data.name} photoUrl={data.photoUrl} />
          </ProfileCard>
          <ProfileCard id="details" title="Details">
            <FreelancerProfileForm profile={data} />
          </ProfileCard>
          <ProfileCard id="portfolio" title="Portfolio">
            <PortfolioEditor items={data.portfolio} />
          </ProfileCard>
        </>
      )}
    </OwnProfileLayout>
  );
}
