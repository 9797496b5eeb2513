import type { RunningTest } from '@intake/contracts/aptitude-test';
import { paths } from '@intake/contracts/pages';
import type { ReactNode } from 'react';
import { renderRoutes } from '../../../test/render-app';

/**
 * Renders one of this feature's components at /dashboard/ inside the app's providers, with the
 * two places it can send the applicant: the completion page and /login.
 */
export function renderFeature(
  ui: ReactNode,
  { advanceTimers }: { advanceTimers?: (ms: number) => void } = {},
) {
  return renderRoutes(
    [
      { path: paths.dashboard, element: ui },
      { path: paths.testSuccessful, element: <h1>Completion page</h1> },
      { path: paths.login, element: <h1>Login page</h1> },
    ],
    paths.dashboard,
    { advanceTimers },
  );
}

/** A running attempt as `GET /api/applicant/test` answers it: no answers to the questions. */
export const runningTest = (overrides: Partial<RunningTest> = {}): RunningTest => ({
  attemptId: 'att-1',
  total: 3,
  questions: [
    { id: 'one', question: 'What is 2 + 2?', image: 'no image', options: ['3', '4', '5', '22'] },
    {
      id: 'two',
      question: 'Which shape comes next?',
      image: '/api/applicant/test/images/pattern-1.svg',
      imageDescription: 'A triangle with 1 dot, a square with 2 dots, then a question mark.',
      options: ['A', 'B', 'C', 'D'],
    },
    { id: 'three', question: 'A computer stores data in bits.', image: '', options: ['True', 'False'] },
  ],
  answers: {},
  secondsLeft: 900,
  deadline: '2030-01-01T00:15:00.000Z',
  durationSeconds: 900,
  completed: false,
  stopped: false,
  uncounted: [],
  ...overrides,
});
