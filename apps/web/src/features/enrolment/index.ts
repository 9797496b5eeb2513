// The dashboard and the enrolment pages load the forms lazily, by their own paths.
export type { AgreementFormProps } from './components/agreement-form';
export { EnrolmentDone } from './components/enrolment-done';
export type { EnrolmentFormProps } from './components/enrolment-form';
export type { PaymentPlanFormProps } from './components/payment-plan-form';
