/** The year the build ran in (vite.config.ts `define`): the year in the prerendered pages. */
declare const __BUILD_YEAR__: number;
