import { TalentSearchView } from '../components/talent-search-view';

/**
 * /talent: anyone searches freelancers. Its frame is the route's (app/layouts/area-or-public-layout):
 * a signed-in client's or freelancer's own top bar, the public one for visitors.
 */
export function TalentPage() {
  return <TalentSearchView />;
}
