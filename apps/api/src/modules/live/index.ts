export { type Live, livePlugin } from './live.plugin';
export type { LiveMessage, LivePayloads, LiveTarget } from './live-bus';
