export { sitePlugin } from './site.plugin';
