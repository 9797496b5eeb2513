export { MessageRoutingPanel } from './components/message-routing-panel';
