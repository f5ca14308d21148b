import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router';

/**
 * The landing page's HTML, rendered at build time into index.html (vite.config.ts) so '/' paints
 * before any script has run. The tree is the one main.tsx hydrates, with a static router.
 */
export async function prerenderLanding(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
