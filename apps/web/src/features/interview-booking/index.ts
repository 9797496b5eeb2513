export { ApplicantBookingPanel } from './components/applicant-booking-panel';
export { AvailabilityEditor } from './components/availability-editor';
export { BookingLinkScreen } from './components/booking-link-screen';
export { ConfirmAttendanceScreen } from './components/confirm-attendance-screen';
