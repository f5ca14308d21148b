export { identitiesPlugin } from './identities.plugin';
export { unlinkAllIn } from './unlink';
