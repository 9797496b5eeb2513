import { privacyCopy } from '@intake/contracts/copy/privacy';
import { privacyMessages } from '@intake/contracts/privacy';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { errorResponse, headersOf, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';
import { archiveNameFrom } from '../api/download-my-data';
import { YourDataPanel } from './your-data-panel';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/save-blob', () => ({ saveBlob }));
afterEach(() => saveBlob.mockReset());

function renderPanel() {
  saveSession(makeToken({ roles: 'APPLICANT' }));
  render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <YourDataPanel />
    </AppProviders>,
  );
  return userEvent.setup();
}

const zipResponse = () =>
  new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="intake-my-data-2030-03-14.zip"',
    },
  });

describe('Your data panel', () => {
  it('downloads the archive with the bearer token and saves it under the server’s name', async () => {
    const fetchMock = stubApi({ 'GET /api/user/me/export': zipResponse });
    const user = renderPanel();
    expect(screen.getByRole('region', { name: privacyCopy.yourData })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: privacyCopy.download }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = saveBlob.mock.calls[0] ?? [];
    expect(name).toBe('intake-my-data-2030-03-14.zip');
    expect((blob as Blob).size).toBe(4);
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/user/me/export');
    expect(headersOf(call?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);
    expect(await screen.findByRole('status')).toHaveTextContent(privacyCopy.downloaded);
  });

  it('shows the server’s message when the export is refused (rate limited)', async () => {
    stubApi({ 'GET /api/user/me/export': () => errorResponse(429, 'Too many requests. Try again later.') });
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: privacyCopy.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('asks for erasure with a warning and an optional reason, then confirms', async () => {
    const fetchMock = stubApi({
      'POST /api/user/me/erasure': () =>
        jsonResponse(201, {
          message: privacyMessages.erasureRequested,
          requestedAt: '2030-03-14T09:00:00.000Z',
        }),
    });
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: privacyCopy.askErasure }));
    const dialog = await screen.findByRole('dialog', { name: privacyCopy.erasureTitle });
    expect(dialog).toHaveTextContent(privacyCopy.erasureWarningTitle);
    expect(dialog).toHaveTextContent('you can no longer sign in');
    await user.type(within(dialog).getByLabelText(privacyCopy.reason), 'I moved abroad');
    await user.click(within(dialog).getByRole('button', { name: privacyCopy.sendRequest }));
    const done = await screen.findByRole('dialog', { name: privacyCopy.requestSentTitle });
    expect(within(done).getByRole('status')).toHaveTextContent(privacyMessages.erasureRequested);
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/user/me/erasure');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'I moved abroad' });
    expect(headersOf(call?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);
    await user.click(within(done).getByRole('button', { name: privacyCopy.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends no reason when none is given, and shows a refusal in the dialog', async () => {
    const fetchMock = stubApi({
      'POST /api/user/me/erasure': () => errorResponse(409, privacyMessages.erasureAlreadyRequested),
    });
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: privacyCopy.askErasure }));
    const dialog = await screen.findByRole('dialog', { name: privacyCopy.erasureTitle });
    await user.click(within(dialog).getByRole('button', { name: privacyCopy.sendRequest }));
    expect(await within(dialog).findByText(privacyMessages.erasureAlreadyRequested)).toHaveAttribute(
      'role',
      'alert',
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/user/me/erasure');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({});
  });

  it('cancels without a call', async () => {
    const fetchMock = stubApi();
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: privacyCopy.askErasure }));
    const dialog = await screen.findByRole('dialog', { name: privacyCopy.erasureTitle });
    await user.click(within(dialog).getByRole('button', { name: privacyCopy.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('erasure'))).toBe(false);
  });
});

describe('archiveNameFrom', () => {
  it('takes a plain name from Content-Disposition and falls back otherwise', () => {
    expect(archiveNameFrom('attachment; filename="intake-my-data-2030-03-14.zip"')).toBe(
      'intake-my-data-2030-03-14.zip',
    );
    expect(archiveNameFrom(null)).toBe(privacyCopy.archiveFallbackName);
    expect(archiveNameFrom('attachment; filename="../../evil/x.zip"')).toBe(privacyCopy.archiveFallbackName);
  });
});
