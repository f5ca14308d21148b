import { SiteInfoResponseSchema, SiteViewerResponseSchema } from '../schemas/site';
import { endpoint } from './endpoint';

/** What the landing page asks: the footer's contact details, and who is looking. */
export const siteEndpoints = {
  info: endpoint({ method: 'GET', path: '/api/site', response: SiteInfoResponseSchema }),
  viewer: endpoint({ method: 'GET', path: '/api/site/viewer', response: SiteViewerResponseSchema }),
};
