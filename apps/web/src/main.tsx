import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/mantine-components.css';
import './components/light/light.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startEarlyRequests } from './app/early-requests';
import { loadScreens } from './app/router';
import { APPLY_DRAFT_KEY } from './features/applicants/apply-draft-key';
import { adoptPrerenderedForm } from './lib/adopt-prerendered-form';

// Zod's object schemas probe for eval (new Function), which the CSP's script-src refuses and Chrome
// reports as an issue on every page; jitless skips the probe. Zod keeps its config on this global
// (zod/v4/core/core.js), so it is set here, before any lazy chunk defines a schema, without pulling
// zod into the entry chunk.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// `/`, the dashboard and the records come already drawn (scripts/prerender-web.mjs): replace the
// page only once its screen's chunks have arrived, keeping what was typed into the apply form.
if (root.hasChildNodes()) {
  startEarlyRequests(window.location.pathname);
  const takeOver = () => {
    adoptPrerenderedForm(root, APPLY_DRAFT_KEY);
    render();
  };
  loadScreens(window.location.pathname).then(takeOver, takeOver);
} else {
  render();
}
