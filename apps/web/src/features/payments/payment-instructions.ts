import { paymentCopy as text } from '@intake/contracts/copy/payments';
import { formatNaira } from '@intake/contracts/enrolment';
import type { PaymentAccount, TuitionSummary } from '@intake/contracts/payments';

type Rows = [string, string][];

const withValues = (rows: [string, string | null][]): Rows =>
  rows.filter((row): row is [string, string] => Boolean(row[1]));

/**
 * What is owed, as label and value rows (issue 19.7): the amount due first, then how it was
 * reached where it is not the bare fee. None while the cohort has no fee.
 */
export function owedRows(tuition: TuitionSummary | null): Rows {
  if (!tuition) return [];
  const reached = tuition.discountAmount > 0 || tuition.tuitionPaid > 0;
  return withValues([
    [text.amountDue, formatNaira(tuition.amountDue)],
    [text.tuitionFee, reached ? formatNaira(tuition.tuitionFee) : null],
    [text.discount, tuition.discountAmount > 0 ? formatNaira(tuition.discountAmount) : null],
    [text.tuitionPaid, tuition.tuitionPaid > 0 ? formatNaira(tuition.tuitionPaid) : null],
  ]);
}

/** The school's account as label and value rows; what the school has not set is left out. */
export const accountRows = (account: PaymentAccount): Rows =>
  withValues([
    [text.payToBank, account.bankName],
    [text.payToAccountName, account.accountName],
    [text.payToAccountNumber, account.accountNumber],
    [text.ussdCode, account.ussdCode],
  ]);
