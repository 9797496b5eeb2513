export { ReapplyCard } from './components/reapply-card';
