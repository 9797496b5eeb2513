import { receiptCopy } from '@intake/contracts/copy/ledger';
import { renderMail } from './layout.ts';

/** To the learner: a payment reached the ledger; its PDF receipt is attached (issue 24.4). */
export const renderTuitionReceiptMail = (data: {
  firstName: string;
  receiptNumber: number;
  amount: string;
  statementLink: string;
}) =>
  renderMail({
    subject: receiptCopy.email.subject(data.receiptNumber),
    greeting: receiptCopy.email.greeting(data.firstName),
    paragraphs: [receiptCopy.email.received(data.amount), receiptCopy.email.attached],
    action: { label: receiptCopy.email.action, url: data.statementLink },
  });
