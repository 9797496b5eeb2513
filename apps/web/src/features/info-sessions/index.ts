export { InfoSessionDrawer, type InfoSessionDrawerProps } from './components/info-session-drawer';
export { formatSessionDate, formatTime12h } from './format';
