import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import './styles/index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// A page rendered at build time (src/prerender.tsx, ADR 029) names its path on <html>: at that path
// it is hydrated; anywhere else (the inline script in index.html kept it hidden) it is dropped and
// the path renders its own page.
if (document.documentElement.dataset.prerendered === window.location.pathname && container.hasChildNodes()) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  document.documentElement.classList.remove('hide-prerender');
  createRoot(container).render(app);
}
