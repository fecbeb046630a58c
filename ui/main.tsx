import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider, createStore } from 'jotai';
import './styles.css';
import { App } from './App.js';
import { userAtom } from './state/auth.js';

const store = createStore();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>
);

// The server sent the landing page already rendered (dist/ui/landing.html: a request without a
// session, ui/prerender.tsx): start signed out, as that page was rendered, and take over its HTML.
// The session lookup still runs and moves on if a session turns up after all.
if (root.hasAttribute('data-signed-out') && root.firstChild) {
  store.set(userAtom, null);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
