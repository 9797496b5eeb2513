import { guardianConsentCopy } from '@intake/contracts/copy/guardian-consent';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderSignedIn } from '../test/render-feature';
import { GuardianWaitingNotice } from './guardian-waiting-notice';

const text = guardianConsentCopy.learner;
const consent = {
  state: 'waiting',
  guardianName: 'Ngozi Obi',
  phoneEnding: '4567',
  email: null,
  learnerSignedAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
  declineReason: null,
};

describe("the dashboard's word on the guardian (issue 25.7)", () => {
  it('says the loan step waits for the guardian and opens the loan screen', async () => {
    stubApi({ 'GET /api/native/guardianConsent': () => jsonResponse(200, { consent }) });
    const onOpen = vi.fn();
    const view = renderSignedIn(<GuardianWaitingNotice onOpen={onOpen} />, {
      nativeState: 'NATIVE_AGREEMENT',
    });
    expect(await screen.findByText(text.waiting('Ngozi Obi', '4567'))).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: text.openLoan }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('says nothing when no guardian was asked', async () => {
    const fetchMock = stubApi({
      'GET /api/native/guardianConsent': () => jsonResponse(200, { consent: null }),
    });
    renderSignedIn(<GuardianWaitingNotice onOpen={vi.fn()} />, { nativeState: 'NATIVE_AGREEMENT' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/native/guardianConsent'))).toBe(
        true,
      ),
    );
    expect(screen.queryByText(text.waitingTitle)).toBeNull();
  });
});
