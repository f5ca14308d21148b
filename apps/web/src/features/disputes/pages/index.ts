export { DisputePage } from './dispute-page';
export { OpenDisputePage } from './open-dispute-page';
