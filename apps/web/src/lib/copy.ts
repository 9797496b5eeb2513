// The words are in contracts (docs/decisions/0067); features import them from here until each
// imports '@intake/contracts/copy/shared' itself.
export { copy } from '@intake/contracts/copy/shared';
