export { PossibleDuplicatesPanel, type ProfileRecord } from './components/possible-duplicates-panel';
