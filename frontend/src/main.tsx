import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { App } from './app/app';
import { seedVisitor } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import { PRERENDERED_LANDING } from './prerender/marker';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// '/' for a request without a session arrives prerendered (dist/landing.html, issue 22): hydrate it
// as the visitor's landing it is, with the user known to be logged out, so the first render matches
// the HTML and nothing is fetched to decide. Every other page starts from the empty shell.
if (root.dataset.prerendered === PRERENDERED_LANDING && window.location.pathname === '/') {
  const queryClient = createQueryClient();
  seedVisitor(queryClient);
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
