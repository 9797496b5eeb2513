import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { AdminAvailabilityOverview } from './admin-availability-overview';

afterEach(() => vi.unstubAllGlobals());

const rule = (changes: Record<string, unknown>) => ({
  kind: 'weekly',
  weekday: 2,
  date: null,
  startTime: '09:00',
  endTime: '12:00',
  lengthMinutes: 30,
  bufferMinutes: 10,
  method: 'phone',
  meetingLink: null,
  place: null,
  ...changes,
});

describe('admin availability overview', () => {
  it('lists every elder’s windows, methods and days off', async () => {
    stubApi({
      'GET /api/admin/interviewAvailability': () =>
        jsonResponse(200, {
          elders: [
            {
              elderId: '00000000-0000-4000-8000-0000000000a1',
              elderName: 'Ade Okafor',
              rules: [
                rule({}),
                rule({
                  kind: 'one-off',
                  weekday: null,
                  date: '05-01-2030',
                  method: 'Offline',
                  place: 'Hall B',
                  startTime: '14:00',
                  endTime: '16:00',
                }),
              ],
              daysOff: ['24-12-2029', '25-12-2029'],
            },
            {
              elderId: '00000000-0000-4000-8000-0000000000b1',
              elderName: 'Zainab Bello',
              rules: [],
              daysOff: [],
            },
          ],
        }),
    });
    renderRoutes([{ path: '/', element: <AdminAvailabilityOverview /> }], '/');
    const table = await screen.findByRole('table', { name: 'Everyone’s availability' });
    const [, ade, zainab] = within(table).getAllByRole('row');
    expect(ade).toHaveTextContent(
      'Every Tuesday: 9:00 AM–12:00 PM, 30 min interviews, 10 min between · Phone',
    );
    expect(ade).toHaveTextContent(
      'On 05-01-2030: 2:00 PM–4:00 PM, 30 min interviews, 10 min between · In person (Hall B)',
    );
    expect(ade).toHaveTextContent('Days off: 24-12-2029, 25-12-2029');
    expect(zainab).toHaveTextContent('No windows published.');
  });
});
