import { firstPaymentExceedsFee } from '@intake/contracts/admin';
import { MONTHS } from '@intake/contracts/constants';
import { adminCopy } from '@intake/contracts/copy/admin-console';
import { NativeSelect, NumberInput } from '@mantine/core';

export interface CohortTerms {
  tuitionFee: string | number;
  /** Naira; empty = the whole fee is the first payment. */
  firstPayment: string | number;
  startMonth: string;
  startYear: string | number;
}

/**
 * A cohort's tuition fee (NGN), first payment (NGN, optional), start month and start year, as a new batch and a cohort's change
 * both ask them. `required`: a change names all three; a new batch may leave any to the last one,
 * so its month starts empty rather than on January.
 */
export function CohortTermsFields({
  terms,
  onChange,
  required = false,
}: {
  terms: CohortTerms;
  onChange: (terms: CohortTerms) => void;
  required?: boolean;
}) {
  const months = MONTHS.map((month) => ({ label: adminCopy.month(month), value: month }));
  return (
    <>
      <NumberInput
        label={adminCopy.tuitionFee}
        value={terms.tuitionFee}
        onChange={(tuitionFee) => onChange({ ...terms, tuitionFee })}
        min={0}
        decimalScale={2}
        thousandSeparator=","
        allowNegative={false}
        required={required}
      />
      <NumberInput
        label={adminCopy.firstPayment}
        description={adminCopy.firstPaymentHint}
        value={terms.firstPayment}
        onChange={(firstPayment) => onChange({ ...terms, firstPayment })}
        min={0}
        decimalScale={2}
        thousandSeparator=","
        allowNegative={false}
      />
      <NativeSelect
        label={adminCopy.startMonth}
        value={terms.startMonth}
        onChange={(e) => onChange({ ...terms, startMonth: e.currentTarget.value })}
        data={required ? months : [{ label: '', value: '' }, ...months]}
        required={required}
      />
      <NumberInput
        label={adminCopy.startYear}
        value={terms.startYear}
        onChange={(startYear) => onChange({ ...terms, startYear })}
        min={2000}
        max={2100}
        allowDecimal={false}
        allowNegative={false}
        required={required}
      />
    </>
  );
}

/** The first payment as typed: null when empty, else the number or an error to show. */
export function readFirstPayment(terms: CohortTerms): { value: number | null } | { error: string } {
  const { firstPayment, tuitionFee } = terms;
  if (firstPayment === '') return { value: null };
  if (typeof firstPayment !== 'number' || firstPayment <= 0) return { error: adminCopy.firstPaymentPositive };
  if (typeof tuitionFee === 'number' && firstPaymentExceedsFee(firstPayment, tuitionFee)) {
    return { error: adminCopy.firstPaymentAboveFee };
  }
  return { value: firstPayment };
}
