/**
 * Build-time render of the logged-out landing (issue 22), run by scripts/prerender-landing.ts after
 * the client build: the page's HTML and the styled-components CSS it needs, written into
 * dist/landing.html, which the server sends for '/' to a request without a session. The tree is the
 * one main.tsx hydrates (same providers, the user known to be logged out, no query client), at '/'.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

export function renderLanding(): { html: string; styleTags: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProvider>
            <StaticRouter location="/">
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </StrictMode>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
