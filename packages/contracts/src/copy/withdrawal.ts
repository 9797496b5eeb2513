/** The withdraw form's labels (docs/spec/portal-spec.md §2). */
export const withdrawalCopy = {
  iWantTo: 'I want to',
  because: 'Because',
  choose: 'Choose one',
  withdrawApplication: 'Withdraw Application',
};
