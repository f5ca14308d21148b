export { proposalsPlugin } from './proposals.plugin';
