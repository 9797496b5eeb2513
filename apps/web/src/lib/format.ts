import { CURRENCY } from '@intake/contracts/constants';

const nairaFormat = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});

/** 10000 → '₦10,000'. */
export const formatNaira = (amount: number) => nairaFormat.format(amount);
