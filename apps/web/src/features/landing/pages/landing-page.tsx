import { SkipLink } from '../../../components/ui/skip-link';
import { CategorySection } from '../components/category-section';
import { Hero } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { LogoStrip } from '../components/logo-strip';
import { WhyChooseUsSection } from '../components/why-choose-us-section';
import { WorkGameSection } from '../components/work-game-section';
import { useSignedInUser } from '../hooks/use-signed-in-user';

/** The public landing page: the spec's seven sections, in its order (§2). */
export function LandingPage() {
  const user = useSignedInUser();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink targetId="main-content" />
      <LandingHeader user={user} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Hero />
        <WorkGameSection />
        <CategorySection />
        <WhyChooseUsSection />
        <LogoStrip />
      </main>
      <LandingFooter />
    </div>
  );
}
