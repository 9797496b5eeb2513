/** The withdraw form's labels (spec §2). */
export const withdrawalCopy = {
  iWantTo: 'I want to',
  because: 'Because',
  choose: 'Choose one',
  withdrawApplication: 'Withdraw Application',
};
