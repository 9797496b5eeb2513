import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, type Mock } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { headersOf, makeToken } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';
import { AdminToastProvider } from '../toasts';

export const ADMIN_TOKEN = makeToken({ roles: 'ADMIN', firstName: 'Ada', email: 'admin@example.org' });

/** Renders a console panel signed in as an admin, inside the console's toast stack. */
export function renderAsAdmin(ui: ReactNode, options: { applyAccept?: boolean } = {}) {
  saveSession(ADMIN_TOKEN);
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <AdminToastProvider>{ui}</AdminToastProvider>
    </AppProviders>,
  );
  return { ...view, queryClient, user: userEvent.setup({ applyAccept: options.applyAccept ?? true }) };
}

type FetchMock = Mock<(input: string | URL | Request, init?: RequestInit) => Promise<Response>>;

/** The calls made to `METHOD path` (path with its query string). */
export function callsTo(fetchMock: FetchMock, method: string, path: string): RequestInit[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => init ?? {});
}

/** The one call to `METHOD path`, checked to carry the admin's bearer token. */
export function theCallTo(fetchMock: FetchMock, method: string, path: string): RequestInit {
  const calls = callsTo(fetchMock, method, path);
  expect(calls).toHaveLength(1);
  const init = calls[0] ?? {};
  expect(headersOf(init).get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  return init;
}

export const jsonBody = (init: RequestInit) => JSON.parse(String(init.body));

/** The toast stack's success and failure toasts. */
export const findSuccessToast = () => within(screen.getByTestId('admin-toasts')).findByRole('status');
export const findFailureToast = () => within(screen.getByTestId('admin-toasts')).findByRole('alert');

/** The open confirmation dialog, checked to name what will happen; `answer` presses one of its buttons. */
export async function findConfirmation(sentence: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(sentence);
  return dialog;
}

export async function confirmAction(
  user: ReturnType<typeof userEvent.setup>,
  action: string,
  sentence: string,
) {
  const dialog = await findConfirmation(sentence);
  await user.click(within(dialog).getByRole('button', { name: action }));
}
