// What other modules may use of disputes.

export { disputesPlugin } from './disputes.plugin';
