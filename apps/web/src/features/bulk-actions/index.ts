export { BulkActionsLayer } from './components/bulk-actions-layer';
