import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { AvailabilityEditor } from './availability-editor';

describe('availability editor', () => {
  it('adds a weekly window and a day off, and saves them as one set', async () => {
    const saved = { rules: [], daysOff: [], feedActive: false };
    const fetchMock = stubApi({
      'GET /api/elder/interviewAvailability': () => jsonResponse(200, saved),
      'PUT /api/elder/interviewAvailability': (init) =>
        jsonResponse(200, { ...JSON.parse(String(init.body)), feedActive: false }),
    });
    const { user } = renderRoutes([{ path: '/', element: <AvailabilityEditor /> }], '/');
    await user.click(await screen.findByRole('button', { name: 'Add a window' }));
    await user.selectOptions(screen.getByLabelText('Day'), '3');
    await user.selectOptions(screen.getByLabelText('How'), 'ONLINE');
    // Pasted rather than typed key by key: the long values would make the test slow on a busy machine.
    await user.click(screen.getByLabelText('Meeting link (may contain {booking})'));
    await user.paste('https://meet.example/x');
    await user.type(
      screen.getByLabelText('Days off (dd-MM-yyyy, separated by commas)'),
      '24-12-2026, 25-12-2026',
    );
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Availability saved.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'PUT') ?? [];
    await waitFor(() => expect(init).toBeDefined());
    expect(JSON.parse(String(init?.body))).toEqual({
      rules: [
        {
          kind: 'weekly',
          weekday: 3,
          date: null,
          startTime: '09:00',
          endTime: '12:00',
          lengthMinutes: 30,
          bufferMinutes: 10,
          method: 'ONLINE',
          meetingLink: 'https://meet.example/x',
          place: null,
        },
      ],
      daysOff: ['24-12-2026', '25-12-2026'],
    });
  });

  it('says which window a validation error belongs to, and sends nothing', async () => {
    const fetchMock = stubApi({
      'GET /api/elder/interviewAvailability': () =>
        jsonResponse(200, { rules: [], daysOff: [], feedActive: false }),
    });
    const { user } = renderRoutes([{ path: '/', element: <AvailabilityEditor /> }], '/');
    await user.click(await screen.findByRole('button', { name: 'Add a window' }));
    await user.click(screen.getByRole('button', { name: 'Add a window' }));
    const [, second] = screen.getAllByLabelText('How');
    await user.selectOptions(second as HTMLElement, 'ONLINE');
    await user.click(screen.getByLabelText('Meeting link (may contain {booking})'));
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Window 2: Enter a full https:// link')).toBeInTheDocument();
    expect(screen.queryByText(/^Window 1:/)).toBeNull();
    expect(fetchMock.mock.calls.some(([, request]) => request?.method === 'PUT')).toBe(false);
  });

  it('places the server’s refusal of a window on that window', async () => {
    stubApi({
      'GET /api/elder/interviewAvailability': () =>
        jsonResponse(200, { rules: [], daysOff: [], feedActive: false }),
      'PUT /api/elder/interviewAvailability': () =>
        jsonResponse(400, {
          message: 'An in-person interview needs a place',
          code: 'VALIDATION',
          details: {
            in: 'body',
            issues: [{ path: 'rules.0.place', message: 'An in-person interview needs a place' }],
          },
        }),
    });
    const { user } = renderRoutes([{ path: '/', element: <AvailabilityEditor /> }], '/');
    await user.click(await screen.findByRole('button', { name: 'Add a window' }));
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Window 1: An in-person interview needs a place')).toBeInTheDocument();
  });
});
