import { MONTHS } from '@intake/contracts/constants';
import { adminCopy } from '@intake/contracts/copy/admin-console';
import { NativeSelect, NumberInput } from '@mantine/core';

export interface CohortTerms {
  tuitionFee: string | number;
  startMonth: string;
  startYear: string | number;
}

/**
 * A cohort's tuition fee (NGN), start month and start year, as a new batch and a cohort's change
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
