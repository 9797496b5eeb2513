export { BookingLinkScreen } from './components/booking-link-screen';
