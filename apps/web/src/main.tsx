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

// index.html carries the landing page rendered at build time (src/prerender.tsx): '/' adopts it;
// any other path drops it (the inline script in index.html kept it hidden) and renders its own page.
if (window.location.pathname === '/' && container.hasChildNodes()) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  document.documentElement.classList.remove('hide-prerender');
  createRoot(container).render(app);
}
