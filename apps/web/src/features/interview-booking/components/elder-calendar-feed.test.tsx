import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { ElderCalendarFeed } from './elder-calendar-feed';

afterEach(() => vi.unstubAllGlobals());

describe('elder calendar feed', () => {
  it('makes the address on a click, shows it once with a copy button, and says how to subscribe', async () => {
    let feeds = 0;
    stubApi({
      'GET /api/elder/interviewAvailability': () =>
        jsonResponse(200, { rules: [], daysOff: [], feedActive: feeds > 0 }),
      'POST /api/elder/interviewAvailability/feed': () => {
        feeds += 1;
        return jsonResponse(200, { feedUrl: `https://portal.example/api/interviewCalendar/token-${feeds}` });
      },
    });
    const { user } = renderRoutes([{ path: '/', element: <ElderCalendarFeed /> }], '/');
    expect(await screen.findByText('You have no feed address yet.')).toBeInTheDocument();
    expect(screen.getByText(/Google Calendar: Other calendars/)).toBeInTheDocument();
    expect(screen.getByText(/Outlook: Add calendar/)).toBeInTheDocument();
    expect(screen.getByText(/Apple Calendar: File/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Feed address')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make my feed address' }));
    expect(await screen.findByLabelText('Feed address')).toHaveValue(
      'https://portal.example/api/interviewCalendar/token-1',
    );
    expect(screen.getByText(/shown only once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://portal.example/api/interviewCalendar/token-1');
    // Renewing replaces the address: the new one is shown, the old one is gone.
    await user.click(screen.getByRole('button', { name: 'Replace my feed address' }));
    expect(
      await screen.findByDisplayValue('https://portal.example/api/interviewCalendar/token-2'),
    ).toBeInTheDocument();
    expect(screen.queryByDisplayValue(/token-1/)).toBeNull();
  });

  it('tells an elder with a feed that a new address stops the old one', async () => {
    stubApi({
      'GET /api/elder/interviewAvailability': () =>
        jsonResponse(200, { rules: [], daysOff: [], feedActive: true }),
    });
    renderRoutes([{ path: '/', element: <ElderCalendarFeed /> }], '/');
    expect(await screen.findByText(/Making a new one stops the old one/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace my feed address' })).toBeInTheDocument();
  });
});
