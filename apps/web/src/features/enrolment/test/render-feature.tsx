import type { UserData } from '@intake/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { makeToken, testUser } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';

/** An admitted applicant of a cohort whose tuition is NGN 600,000. */
export const admittedUser: Partial<UserData> = {
  roles: 'APPLICANT',
  applicationStatus: 'ACCEPTED_ADMISSION',
  nativeState: 'PAID_TUITION',
  canFillEnrollmentForm: true,
  cohortDetails: { tuitionFee: 600_000, cohortStartDate: { month: 'JANUARY', year: 2027 } },
};

/** Renders one of this feature's components inside the app's providers, signed in as `user`. */
export function renderSignedIn(ui: ReactNode, user: Partial<UserData> = {}) {
  saveSession(makeToken({ ...admittedUser, ...user }));
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      {ui}
    </AppProviders>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}

/** The user data the server answers once a form moves the applicant on. */
export const movedOn = (overrides: Partial<UserData>): UserData => ({
  ...testUser,
  ...admittedUser,
  ...overrides,
});
