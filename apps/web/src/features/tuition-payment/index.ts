// The dashboard loads the pay card lazily, by its own path; the pages load theirs with their routes.

export { tuitionPaymentCopy } from '@intake/contracts/copy/tuition-payment';
export { tuitionPaymentQueryKey, useTuitionPaymentQuery } from './api/get-tuition-payment';
export type { TuitionPayCardProps } from './components/tuition-pay-card';
export { payCardShown, tuitionPaymentAsked } from './pay-card-shown';
