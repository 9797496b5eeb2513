import { privacyCopy } from '@intake/contracts/copy/privacy';
import type { ErasureRequestItem } from '@intake/contracts/privacy';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { deferred, errorResponse, headersOf, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';
import { ErasureRequestsPanel } from './erasure-requests-panel';

const pending: ErasureRequestItem = {
  id: 'r-1',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Obi',
  reason: 'Moved abroad',
  status: 'pending',
  requestedAt: '2030-03-14T09:00:00.000Z',
  erasedAt: null,
};
const erased: ErasureRequestItem = {
  id: 'r-2',
  email: 'erased-0d6c9d1e-2c7a-4d55-9a0e-1f2b3c4d5e6f@invalid',
  firstName: 'Erased',
  lastName: '',
  reason: null,
  status: 'erased',
  requestedAt: '2030-03-01T09:00:00.000Z',
  erasedAt: '2030-03-02T09:00:00.000Z',
};
const ERASE_URL = `/api/admin/applicant/${encodeURIComponent(pending.email)}`;

function renderPanel() {
  saveSession(makeToken({ roles: 'ADMIN' }));
  render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <ErasureRequestsPanel />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('Erasure requests panel', () => {
  it('lists the requests: who, their reason, when, and an Erase button for pending ones only', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/erasureRequests': () => jsonResponse(200, { requests: [pending, erased] }),
    });
    renderPanel();
    expect(screen.getByRole('region', { name: privacyCopy.requestsTitle })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: privacyCopy.requestsTitle });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Ada Obi');
    expect(rows[1]).toHaveTextContent('ada@example.org');
    expect(rows[1]).toHaveTextContent('Moved abroad');
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: `Erase ${pending.email}` }),
    ).toBeEnabled();
    expect(rows[2]).toHaveTextContent(privacyCopy.erased);
    expect(within(rows[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/erasureRequests');
    expect(headersOf(call?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);
  });

  it('asks for a reason, then a confirmation, then erases and reloads the list', async () => {
    let listed = [pending];
    const fetchMock = stubApi({
      'GET /api/admin/erasureRequests': () => jsonResponse(200, { requests: listed }),
      [`DELETE ${ERASE_URL}`]: () => {
        listed = [{ ...erased, id: pending.id }];
        return jsonResponse(200, {
          message: 'The applicant’s personal data was erased.',
          counts: { users: 1 },
          filesDeleted: 2,
          filesFailed: 0,
        });
      },
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: `Erase ${pending.email}` }));
    const dialog = await screen.findByRole('dialog', { name: privacyCopy.eraseTitle });
    // Too short a reason is refused before any call.
    await user.type(within(dialog).getByLabelText(privacyCopy.eraseReason, { exact: false }), 'no');
    await user.click(within(dialog).getByRole('button', { name: privacyCopy.continue }));
    expect(dialog).toHaveTextContent(privacyCopy.eraseReasonShort);
    await user.type(within(dialog).getByLabelText(privacyCopy.eraseReason, { exact: false }), 't needed');
    await user.click(within(dialog).getByRole('button', { name: privacyCopy.continue }));
    expect(dialog).toHaveTextContent(privacyCopy.confirmErase(pending.email));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: privacyCopy.erasePermanently }));

    expect(await screen.findByText(privacyCopy.erasedDone(2))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === ERASE_URL && init?.method === 'DELETE',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'not needed' });
    expect(headersOf(call?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Erase ${pending.email}` })).not.toBeInTheDocument(),
    );
  });

  it('erases nothing before the confirmation or after Back, and once however often it is confirmed', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({
      'GET /api/admin/erasureRequests': () => jsonResponse(200, { requests: [pending] }),
      [`DELETE ${ERASE_URL}`]: () => answer.promise,
    });
    const erasures = () =>
      fetchMock.mock.calls.filter(([url, init]) => String(url) === ERASE_URL && init?.method === 'DELETE');
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: `Erase ${pending.email}` }));
    const dialog = await screen.findByRole('dialog', { name: privacyCopy.eraseTitle });
    const reason = within(dialog).getByLabelText(privacyCopy.eraseReason, { exact: false });
    await user.type(reason, 'Asked by letter');
    await user.click(within(dialog).getByRole('button', { name: privacyCopy.continue }));
    expect(dialog).toHaveTextContent(privacyCopy.confirmErase(pending.email));
    // The way back has the focus, so Enter does not erase.
    expect(within(dialog).getByRole('button', { name: privacyCopy.back })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: privacyCopy.back }));
    expect(erasures()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: privacyCopy.continue }));
    const erase = within(dialog).getByRole('button', { name: privacyCopy.erasePermanently });
    await user.click(erase);
    await user.click(erase);
    answer.resolve(
      jsonResponse(200, { message: 'erased', counts: { users: 1 }, filesDeleted: 0, filesFailed: 0 }),
    );
    expect(await screen.findByText(privacyCopy.erasedDone(0))).toBeInTheDocument();
    expect(erasures()).toHaveLength(1);
  });

  it('keeps the dialog open with the server’s message when the erasure is refused', async () => {
    stubApi({
      'GET /api/admin/erasureRequests': () => jsonResponse(200, { requests: [pending] }),
      [`DELETE ${ERASE_URL}`]: () => errorResponse(409, 'This person has already been erased.'),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: `Erase ${pending.email}` }));
    const dialog = await screen.findByRole('dialog', { name: privacyCopy.eraseTitle });
    await user.type(
      within(dialog).getByLabelText(privacyCopy.eraseReason, { exact: false }),
      'Asked by letter',
    );
    await user.click(within(dialog).getByRole('button', { name: privacyCopy.continue }));
    await user.click(within(dialog).getByRole('button', { name: privacyCopy.erasePermanently }));
    expect(await within(dialog).findByText('This person has already been erased.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('says so when there are no requests, and shows a load failure', async () => {
    stubApi({ 'GET /api/admin/erasureRequests': () => jsonResponse(200, { requests: [] }) });
    renderPanel();
    expect(await screen.findByText(privacyCopy.noRequests)).toBeInTheDocument();
  });

  it('shows the server’s message when the list cannot be read', async () => {
    stubApi({
      'GET /api/admin/erasureRequests': () => errorResponse(403, 'You do not have permission to do that.'),
    });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
  });
});
