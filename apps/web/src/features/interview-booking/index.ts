export { AdminAvailabilityOverview } from './components/admin-availability-overview';
export { AdminBookingsDay } from './components/admin-bookings-day';
export { ApplicantBookingPanel } from './components/applicant-booking-panel';
export { AvailabilityEditor } from './components/availability-editor';
export { BookingLinkScreen } from './components/booking-link-screen';
export { ConfirmAttendanceScreen } from './components/confirm-attendance-screen';
export { ElderBookingsList } from './components/elder-bookings-list';
export { ElderCalendarFeed } from './components/elder-calendar-feed';
export { StaffApplicantBookings, StaffInviteToBook } from './components/staff-booking-panel';
