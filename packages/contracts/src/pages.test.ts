import { describe, expect, it } from 'vitest';
import {
  adminConsolePath,
  handoffUrl,
  interviewAcceptedPath,
  isInterviewAccepted,
  pagePath,
  paths,
  paymentReviewPath,
  resetPasswordLink,
  reviewedProofOf,
} from './pages.ts';

const searchOf = (address: string) => new URL(address, 'https://portal.example.org').searchParams;

describe('page addresses', () => {
  it('fills in each :param, encoded', () => {
    expect(pagePath(paths.profile, { id: 'ada+1@example.org' })).toBe('/profile/ada%2B1%40example.org');
    expect(pagePath(paths.infoSessionTooEarly, { user: 'a/b' })).toBe('/error/infosession/too_early/a%2Fb');
    expect(pagePath(paths.linkError, {})).toBe('/error/link');
  });

  it('writes the addresses the e-mails and redirects have always used', () => {
    const token = 'Zm9v-YmFy_0123';
    expect(pagePath(paths.createPassword, { user: token })).toBe(`/createPassword/${token}`);
    expect(pagePath(paths.withdraw, { user: token })).toBe(`/application/withdraw/${token}`);
    expect(pagePath(paths.admissionRespond, { token })).toBe(`/admission/respond/${token}`);
    expect(pagePath(paths.interviewAccept, { token })).toBe(`/interview/accept/${token}`);
    expect(pagePath(paths.rescheduleInterview, { id: token })).toBe(`/reschedule-interview/${token}`);
    expect(pagePath(paths.paymentRespond, { token })).toBe(`/payment/respond/${token}`);
    expect(pagePath(paths.infoSessionVenue, { token })).toBe(`/infoSession/venue/${token}`);
    expect(pagePath(paths.infoSessionExpired, { user: token })).toBe(`/error/infosession/expired/${token}`);
    expect(pagePath(paths.alreadyAcceptedInterview, { id: token })).toBe(`/error/alreadyInvited/${token}`);
    expect(adminConsolePath('Ada Lovelace')).toBe('/systemAdmin/ada%20lovelace');
    expect(resetPasswordLink).toBe('/resetPassword/');
    expect(interviewAcceptedPath).toBe('/invite-successful?accepted=true');
    expect(handoffUrl('https://elders.example.org//', token)).toBe(
      `https://elders.example.org/redirect/${token}`,
    );
  });

  it('sends a USSD proof to /ussd and the others to /confirm-payment, and reads the proof back', () => {
    expect(paymentReviewPath('p-1', 'ussd')).toBe('/ussd?proof=p-1');
    expect(paymentReviewPath('p-2', 'bank transfer')).toBe('/confirm-payment?proof=p-2');
    expect(reviewedProofOf(searchOf(paymentReviewPath('p-2', 'bank transfer')))).toBe('p-2');
    expect(reviewedProofOf(searchOf(paths.confirmPayment))).toBeUndefined();
  });

  it('tells an accepted interview from a rescheduled one', () => {
    expect(isInterviewAccepted(searchOf(interviewAcceptedPath))).toBe(true);
    expect(isInterviewAccepted(searchOf(paths.rescheduleSuccessful))).toBe(false);
  });
});
