export { RemindersPanel } from './components/reminders-panel';
