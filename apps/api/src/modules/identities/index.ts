export { identitiesPlugin } from './identities.plugin';
