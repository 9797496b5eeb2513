import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/mantine-components.css';
import './components/light/light.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// Zod's object schemas probe for eval (new Function), which the CSP's script-src refuses and Chrome
// reports as an issue on every page; jitless skips the probe. Zod keeps its config on this global
// (zod/v4/core/core.js), so it is set here, before any lazy chunk defines a schema, without pulling
// zod into the entry chunk.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
