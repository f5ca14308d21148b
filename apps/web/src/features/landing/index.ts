// The public surface of this feature for other features: the public pages' frame (top bar and
// footer). app/router.tsx mounts its pages (pages/, loaded as route chunks).
export { PublicPageLayout } from './components/public-page-layout';
