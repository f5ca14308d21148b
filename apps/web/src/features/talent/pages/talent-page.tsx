import { PublicPageLayout } from '../../landing';
import { TalentSearchView } from '../components/talent-search-view';

/** /talent: anyone searches freelancers, with the landing page's top bar and footer. */
export function TalentPage() {
  return (
    <PublicPageLayout className="bg-gray-50 dark:bg-gray-950">
      <TalentSearchView />
    </PublicPageLayout>
  );
}
