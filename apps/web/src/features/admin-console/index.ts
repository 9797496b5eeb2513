export { AdminConsoleScreen } from './components/admin-console-screen';
