import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const state = (confirmed: boolean, startsAt: string | null = '2026-12-10T09:00:00.000Z') => ({
  startsAt,
  confirmed,
  timeZone: 'Africa/Lagos',
});
const calls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(
    ([input, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(input)}`,
  );
afterEach(() => vi.restoreAllMocks());

describe("the reminder's confirm link (/interview/confirm/:token)", () => {
  it('shows the interview in school time and confirms only on the click', async () => {
    const fetchMock = stubApi({
      'GET /api/interviewBooking/confirm/tok': () => jsonResponse(200, state(false)),
      'POST /api/interviewBooking/confirm/tok': () => jsonResponse(200, state(true)),
    });
    renderApp('/interview/confirm/tok');
    expect(
      await screen.findByText(/Your interview is on Thursday, 10\/12\/2026 10:00 AM/),
    ).toBeInTheDocument();
    // Opening the page (as a mail scanner does) confirms nothing.
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: "Yes, I'll attend" }));
    expect(await screen.findByText('Thank you: your attendance is confirmed.')).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toHaveLength(1);
  });

  it('says so when the interview was cancelled, with nothing to confirm', async () => {
    stubApi({ 'GET /api/interviewBooking/confirm/gone': () => jsonResponse(200, state(false, null)) });
    renderApp('/interview/confirm/gone');
    expect(await screen.findByText(/There is no interview booked on this link any more/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Yes, I'll attend" })).toBeNull();
  });
});
