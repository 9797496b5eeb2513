/** The words every e-mail's layout adds around its body (apps/api/src/mail/templates/layout.ts). */
export const emailLayoutCopy = {
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  withdrawLine: 'Not interested any more? Unsubscribe from our e-mails or withdraw your application',
};
