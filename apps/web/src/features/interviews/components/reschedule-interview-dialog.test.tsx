import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { findDateField } from '../../../test/date-field';
import { renderApp } from '../../../test/render-app';

const tomorrow = () => {
  const date = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    wire: `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`,
  };
};

describe('reschedule interview dialog', () => {
  it('sends the new day and quarter hour with the link token and goes to /invite-successful', async () => {
    const fetchMock = stubApi({
      'POST /api/interviewInvite/reschedule/tok%2Fen': () => jsonResponse(200, { message: 'Rescheduled' }),
    });
    const { router, user } = renderApp('/reschedule-interview/tok%2Fen');
    expect(await screen.findByRole('dialog', { name: 'Reschedule Your Interview' })).toBeInTheDocument();
    await user.type(await findDateField('Date'), tomorrow().wire);
    await user.selectOptions(screen.getByLabelText('Time'), '14:45');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite-successful'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('reschedule')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      interviewDate: tomorrow().wire,
      interviewTime: '14:45',
      interviewMethod: 'ONLINE',
    });
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('refuses a past day without a call, and shows the server message in the dialog', async () => {
    const fetchMock = stubApi({
      'POST /api/interviewInvite/reschedule/t1': () =>
        errorResponse(400, 'This link is invalid or has already been used.', 'LINK_INVALID'),
    });
    const { user } = renderApp('/reschedule-interview/t1');
    await user.type(await findDateField('Date'), '01-01-2020');
    await user.selectOptions(screen.getByLabelText('Time'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dates cannot be in the past');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('reschedule'))).toBe(false);

    await user.clear(screen.getByLabelText('Date'));
    await user.type(await findDateField('Date'), tomorrow().wire);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has already been used.',
    );
  });

  it('goes to /login on Cancel', async () => {
    stubApi();
    const { router, user } = renderApp('/reschedule-interview/t2');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
