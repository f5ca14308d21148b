export { type Live, livePlugin } from './live.plugin';
export type { LiveMessage, LiveTarget } from './live-bus';
