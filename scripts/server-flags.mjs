// Node flags the portal runs with, from `npm start`, the benches and the browser tests alike.
// A heap limit of 384 MB (seven times the API's live heap) makes V8 collect before its heap
// swells: a 100,000-row CSV import grows the process by ~40 MB with it, ~150 MB without.
// An operator's own --max-old-space-size in NODE_OPTIONS wins.
export const serverNodeFlags = (process.env.NODE_OPTIONS ?? '').includes('--max-old-space-size')
  ? []
  : ['--max-old-space-size=384'];
