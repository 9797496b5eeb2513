export { FunnelScreen } from './components/funnel-screen';
