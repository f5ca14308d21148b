// Bundles the API into dist/server.js (see server-bundle.mjs).
import { bundleServer } from './server-bundle.mjs';

await bundleServer(new URL('./dist/server.js', import.meta.url).pathname);
