import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { App } from './app/app';
import { PRERENDERED_LANDING } from './prerender/marker';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// '/' for a request without a session arrives prerendered (dist/landing.html, issue 22): hydrate it
// as the visitor's landing it is, with the user known to be logged out, so the first render matches
// the HTML, nothing is fetched to decide, and TanStack Query is not loaded (a page that fetches
// loads it). Every other page starts from the empty shell, with the query client at the root.
if (root.dataset.prerendered === PRERENDERED_LANDING && window.location.pathname === '/') {
  hydrateRoot(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
  );
} else {
  // The page loaders (app/route-pages.ts) come at the same time, so the first page is not a round trip later;
  // so does the top bar's signed-in area (most starts from the shell are members'), off the landing.
  void import('./app/layout/member-area');
  void Promise.all([import('./app/query-provider'), import('./app/route-pages')]).then(([{ QueryProvider }]) => {
    createRoot(root).render(
      <StrictMode>
        <App Queries={QueryProvider} />
      </StrictMode>,
    );
  });
}
