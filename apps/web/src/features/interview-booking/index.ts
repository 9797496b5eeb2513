export { AvailabilityEditor } from './components/availability-editor';
export { BookingLinkScreen } from './components/booking-link-screen';
export { ConfirmAttendanceScreen } from './components/confirm-attendance-screen';
