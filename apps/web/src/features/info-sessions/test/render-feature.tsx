import type { UserData } from '@intake/contracts';
import type { InfoSession } from '@intake/contracts/info-sessions';
import { paths } from '@intake/contracts/pages';
import type { ReactNode } from 'react';
import { saveSession } from '../../../lib/session';
import { makeToken, testUser } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';

/** Renders one of this feature's components at /dashboard/, signed in as `user`, with a /login screen. */
export function renderSignedIn(ui: ReactNode, user: Partial<UserData> = {}) {
  saveSession(makeToken(user));
  return renderRoutes(
    [
      { path: paths.dashboard, element: ui },
      { path: paths.login, element: <h1>Login page</h1> },
    ],
    paths.dashboard,
  );
}

export const morningSession: InfoSession = {
  infoSessionId: '0d4c6b59-2f43-4d3a-9a53-6e3e2f1b1a01',
  mode: 'Online',
  infoSessionLink: 'https://meet.example.org/morning',
  sessionDate: '14-03-2030',
  sessionTime: '09:00',
  sessionDetails: 'Morning chat with the team',
};

export const afternoonSession: InfoSession = {
  infoSessionId: '0d4c6b59-2f43-4d3a-9a53-6e3e2f1b1a02',
  mode: 'Offline',
  sessionDate: '15-03-2030',
  sessionTime: '14:30',
  sessionDetails: 'Campus tour and Q&A',
};

/** The fresh user data the server answers after a booking. */
export const bookedUser = (infoSessionId: string): UserData => ({ ...testUser, infoSessionId });
