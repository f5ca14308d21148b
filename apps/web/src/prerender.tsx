import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router';

/**
 * A public page rendered at build time (vite-plugins/prerender-pages.ts), so its first response
 * paints before any script has run. `modules` are the lazily loaded route modules the page renders
 * (see app/router.tsx): their chunks are preloaded with the entry once the page has painted, so
 * hydration waits on no chain of imports.
 */
export type PrerenderedPage = { path: string; modules: readonly string[] };

const siteModules = ['src/app/providers.tsx', 'src/features/site/pages/index.ts'];
const moneyModules = ['src/app/providers.tsx', 'src/features/contracts/pages/index.ts'];

/**
 * The public pages whose content is the same for every visitor at first: what differs (who is
 * signed in, the fee from configuration, the contact details) arrives after hydration, as it does
 * for a page rendered in the browser.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', modules: ['src/features/landing/pages/landing-page.tsx'] },
  { path: '/about', modules: siteModules },
  { path: '/terms', modules: siteModules },
  { path: '/privacy', modules: siteModules },
  { path: '/safepay', modules: moneyModules },
  { path: '/fees', modules: moneyModules },
];

/** A page's HTML as a signed-out visitor first sees it: the tree main.tsx hydrates, on a static router. */
export async function prerenderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
