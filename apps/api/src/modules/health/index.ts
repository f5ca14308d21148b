export { healthPlugin } from './health.plugin';
