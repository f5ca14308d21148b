import { type ComponentType, Suspense } from 'react';
import { Link } from 'react-router';
import { ScrollToTop } from '../../../components/ui/scroll-to-top';
import { useSession } from '../../../lib/session';
import { FreelancerFaq } from '../components/freelancer-faq';
import { PitchBlocks } from '../components/pitch-blocks';

// Finding work is where a freelancer starts.
const START_PATH = '/freelancer/jobs';

type FreelancerHomePageProps = {
  /**
   * Below the pitch: the freelancer's dashboard (its own chunk, handed in by app/router.tsx, so
   * this route's chunk stays within its budget: scripts/check-bundle-budget.mjs).
   */
  Dashboard: ComponentType;
};

export function FreelancerHomePage({ Dashboard }: FreelancerHomePageProps) {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:space-y-16 sm:px-6 sm:py-12 lg:px-8">
      <section
        aria-labelledby="home-title"
        className="rounded-3xl bg-linear-to-br from-brand-800 to-brand-600 px-6 py-12 text-white sm:px-12 sm:py-16"
      >
        <p className="text-lg font-semibold text-brand-100">Hi, {user?.name}</p>
        <h1 id="home-title" className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          Fire up your freelance career
        </h1>
        <p className="mt-4 max-w-xl text-lg text-white/90">
          Find work you love, deliver it your way and get paid safely, all in one place.
        </p>
        <Link
          to={START_PATH}
          className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-white px-6 font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white"
        >
          Start Now
        </Link>
      </section>
      <PitchBlocks />
      <FreelancerFaq />
      <Suspense fallback={null}>
        <Dashboard />
      </Suspense>
      <ScrollToTop focusTargetId="main-content" />
    </div>
  );
}
