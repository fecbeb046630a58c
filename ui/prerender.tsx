import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider, createStore } from 'jotai';
import { Router } from 'wouter';
import { App } from './App.js';
import { userAtom } from './state/auth.js';

/**
 * The landing page as a signed-out visitor first sees it, rendered at build time
 * (scripts/prerender-landing.ts writes it into dist/ui/landing.html). The server sends that page
 * for `/` when the request carries no session (server/http/static-ui.ts), so the text paints
 * before any JavaScript has run; ui/main.tsx then hydrates the same tree. Lazy pages are waited
 * for, so the HTML holds the landing page itself, not its loading spinner.
 */
export async function renderLanding(): Promise<string> {
  const store = createStore();
  store.set(userAtom, null);
  const { prelude } = await prerender(
    <StrictMode>
      <Provider store={store}>
        <Router ssrPath="/">
          <App />
        </Router>
      </Provider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
