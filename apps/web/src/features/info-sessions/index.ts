export { InfoSessionDrawer, type InfoSessionDrawerProps } from './components/info-session-drawer';
