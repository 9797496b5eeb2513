export { useSessionVenueQuery } from './api/get-session-venue';
export { InfoSessionDrawer, type InfoSessionDrawerProps } from './components/info-session-drawer';
export { infoSessionCopy } from './copy';
