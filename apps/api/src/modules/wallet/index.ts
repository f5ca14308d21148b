export { walletPlugin } from './wallet.plugin';
