export { ErasureRequestsPanel } from './components/erasure-requests-panel';
export { YourDataPanel } from './components/your-data-panel';
