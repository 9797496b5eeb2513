import type { UserData } from '@intake/contracts';
import { messages } from '@intake/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi, testUser } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const admitted: Partial<UserData> = {
  roles: 'APPLICANT',
  applicationStatus: 'ACCEPTED_ADMISSION',
  nativeState: 'PAID_TUITION',
  canFillEnrollmentForm: true,
  cohortDetails: { tuitionFee: 600_000, cohortStartDate: { month: 'JANUARY', year: 2027 } },
};

/** Signs in with the token's user data; `GET /api/user/me` answers the server's (maybe newer) copy. */
function open(path: string, tokenUser: Partial<UserData>, serverUser: Partial<UserData> = tokenUser) {
  saveSession(makeToken({ ...admitted, ...tokenUser }));
  const fetchMock = stubApi({
    'GET /api/user/me': () => jsonResponse(200, { ...testUser, ...admitted, ...serverUser }),
    'GET /api/native/paymentProof': () => jsonResponse(200, { proof: null }),
    'GET /api/native/getLoanDetails': () =>
      jsonResponse(200, { fullLegalName: 'Ada Obi', nativeHomeAddress: '', needParentsConsent: true }),
    // No guardian named yet (issue 25.7).
    'GET /api/native/guardianConsent': () => jsonResponse(200, { consent: null }),
  });
  return { fetchMock, ...renderApp(path) };
}

describe('enrolment routes', () => {
  it('/enrollment_data/submitted shows the done screen; Dashboard goes to the dashboard', async () => {
    const { user, router } = open('/enrollment_data/submitted', {});
    expect(await screen.findByText(messages.enrolmentDone, {}, { timeout: 4000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
  });

  it('/enroll shows the enrolment form when step 5 is open', async () => {
    open('/enroll', {});
    expect(await screen.findByText('1/2', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full legal name/)).toHaveValue('Ada Obi');
  });

  it('/enroll sends an applicant whose form is not open to the dashboard, by the server’s status', async () => {
    const { router } = open('/enroll', {}, { nativeState: 'ENROLLMENT_FORM' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'), { timeout: 4000 });
  });

  it('/agreement shows the next agreement due: the payment plan, then native, then loan', async () => {
    const first = open('/agreement', { nativeState: 'CHECKED_IN' });
    expect(
      await screen.findByRole('heading', { name: 'TUITION PAYMENT PLAN' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    first.unmount();

    const second = open('/agreement', { nativeState: 'PAYMENT_AGREEMENT' });
    expect(
      await screen.findByRole('heading', { name: 'Native Agreement' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    second.unmount();

    open('/agreement', { nativeState: 'NATIVE_AGREEMENT', canFillLoanAgreement: true });
    expect(
      await screen.findByRole('heading', { name: 'Parent or guardian consent' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('/agreement sends an applicant with no agreement due to the dashboard', async () => {
    const { router } = open('/agreement', { nativeState: 'ENROLLMENT_FORM' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'), { timeout: 4000 });
  });
});
