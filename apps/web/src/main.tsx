import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/mantine-components.css';
import './components/light/light.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startEarlyRequests } from './app/early-requests';
import { loadScreens } from './app/router';

// Zod's object schemas probe for eval (new Function), which the CSP's script-src refuses and Chrome
// reports as an issue on every page; jitless skips the probe. Zod keeps its config on this global
// (zod/v4/core/core.js), so it is set here, before any lazy chunk defines a schema, without pulling
// zod into the entry chunk.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// `/`, the dashboard and the records come already drawn (scripts/prerender-web.mjs); React takes
// over once the screen's chunks have arrived, so that no spinner stands between. `/` is the app's
// own markup (data-hydrate): React adopts it in place, and every field keeps its label, its focus
// and what was typed into it. The others are outlines, replaced.
if (root.hasChildNodes()) {
  startEarlyRequests(window.location.pathname, window.location.search);
  const takeOver = () => {
    if (root.hasAttribute('data-hydrate')) hydrateRoot(root, app);
    // A transition: React yields every few ms while it draws, instead of one long task on a phone.
    else startTransition(() => createRoot(root).render(app));
  };
  // In a task of its own, not in the one that runs this module: finding the screens and adding a
  // preload link for each of their chunks took about as long as running the entry, and together
  // they were one long task on a slow phone (bench/lighthouse.ts).
  setTimeout(() => loadScreens(window.location.pathname).then(takeOver, takeOver));
} else {
  createRoot(root).render(app);
}
