export { SeatsPanel } from './components/seats-panel';
