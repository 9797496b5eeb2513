import { formatNaira } from '@intake/contracts/naira';
import { fromKobo } from '@intake/contracts/payments';
import type { TuitionPayment } from '@intake/contracts/tuition-ledger';

/** 'NGN 250,000.50' from 25000050 kobo: the ledger counts in kobo, screens show naira. */
export const formatKobo = (kobo: number) => formatNaira(fromKobo(kobo));

/** Whether a hosted checkout can be started for something due now. */
export const canCheckout = (payment: TuitionPayment) => payment.checkout && payment.dueNowKobo > 0;
