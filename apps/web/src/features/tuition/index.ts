export { FinanceScreen } from './components/finance-screen';
export { LearnerLedgerPanel } from './components/learner-ledger-panel';
export { MyStatementView } from './components/my-statement-view';
