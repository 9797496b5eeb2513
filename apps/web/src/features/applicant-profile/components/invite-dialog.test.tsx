import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, errorResponse, headersOf, jsonResponse, stubApi } from '../../../test/api-stub';
import { findDateField } from '../../../test/date-field';
import { renderApp } from '../../../test/render-app';
import { EMAIL, ENCODED, makeProfile, PROFILE_KEY, signInAs, waitForProfile } from '../test/fixtures';

const INVITE = 'POST /api/interviewInvite/inviteApplicant';

async function openDialog(invite: () => Response | Promise<Response>) {
  let invited = false;
  const fetchMock = stubApi({
    [PROFILE_KEY]: () =>
      jsonResponse(
        200,
        makeProfile({ applicant: { applicationStatus: invited ? 'INVITED_FOR_INTERVIEW' : 'TESTED' } }),
      ),
    [INVITE]: async () => {
      const answer = await invite();
      if (answer.ok) invited = true;
      return answer;
    },
  });
  const view = renderApp(`/profile/${ENCODED}`);
  await waitForProfile();
  await view.user.click(await screen.findByRole('button', { name: 'Invite For Interview' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite For Interview' });
  return { ...view, fetchMock, dialog };
}

const inviteCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/interviewInvite/inviteApplicant');

describe('invite dialog', () => {
  beforeEach(() => {
    // Only Date is faked, so user-event's own timers still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 2, 10, 8, 0));
    signInAs('ELDER');
  });
  afterEach(() => vi.useRealTimers());

  it('offers every quarter hour of the day in 24-hour time, and no other', async () => {
    const { dialog } = await openDialog(() => jsonResponse(200, { message: 'ok' }));
    const select = within(dialog).getByLabelText(/Interview time/);
    const times = within(select)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
      .filter(Boolean);
    expect(times).toHaveLength(96);
    expect(times.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(times).toContain('13:45');
    expect(times.at(-1)).toBe('23:45');
    expect(times.every((t) => /^([01]\d|2[0-3]):(00|15|30|45)$/.test(t))).toBe(true);
  });

  it('defaults the method to phone and keeps the date picker from the past', async () => {
    const { dialog } = await openDialog(() => jsonResponse(200, { message: 'ok' }));
    expect(within(dialog).getByLabelText('Interview method')).toHaveValue('phone');
    expect(await findDateField(/Interview date/, within(dialog))).toHaveAttribute(
      'placeholder',
      'dd-mm-yyyy',
    );
  });

  it('refuses a past date and a missing time without calling the server', async () => {
    const { dialog, user, fetchMock } = await openDialog(() => jsonResponse(200, { message: 'ok' }));
    fireEvent.change(await findDateField(/Interview date/, within(dialog)), {
      target: { value: '09-03-2030' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Dates cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the interview time')).toBeInTheDocument();
    expect(inviteCalls(fetchMock)).toHaveLength(0);
  });

  it('refuses a time earlier today', async () => {
    const { dialog, user, fetchMock } = await openDialog(() => jsonResponse(200, { message: 'ok' }));
    fireEvent.change(await findDateField(/Interview date/, within(dialog)), {
      target: { value: '10-03-2030' },
    });
    await user.selectOptions(within(dialog).getByLabelText(/Interview time/), '07:45');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Dates cannot be in the past')).toBeInTheDocument();
    expect(inviteCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the exact invitation once, closes and refreshes the profile', async () => {
    const answer = deferred<Response>();
    const { dialog, user, fetchMock } = await openDialog(() => answer.promise);
    fireEvent.change(await findDateField(/Interview date/, within(dialog)), {
      target: { value: '14-03-2030' },
    });
    await user.selectOptions(within(dialog).getByLabelText(/Interview time/), '14:15');
    await user.type(within(dialog).getByLabelText(/Note to the applicant/), '  Bring your CV ');
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });
    await user.click(send);
    await user.click(within(dialog).getByRole('button', { name: 'Sending…' }));
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled();

    const calls = inviteCalls(fetchMock);
    expect(calls).toHaveLength(1);
    const [, init] = calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(headersOf(init ?? {}).get('Authorization')).toMatch(/^Bearer /);
    expect(JSON.parse(String(init?.body))).toEqual({
      applicantEmail: EMAIL,
      interviewDate: '14-03-2030',
      interviewTime: '14:15',
      interviewMethod: 'phone',
      optionalInvitationComment: 'Bring your CV',
    });

    answer.resolve(jsonResponse(200, { message: 'Invitation sent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent');
    // The refreshed profile is now INVITED_FOR_INTERVIEW.
    expect(await screen.findByRole('button', { name: 'View Interview Schedule' })).toBeInTheDocument();
  });

  it('sends the chosen method', async () => {
    const { dialog, user, fetchMock } = await openDialog(() => jsonResponse(200, { message: 'ok' }));
    fireEvent.change(await findDateField(/Interview date/, within(dialog)), {
      target: { value: '01-04-2030' },
    });
    await user.selectOptions(within(dialog).getByLabelText(/Interview time/), '09:00');
    await user.selectOptions(within(dialog).getByLabelText('Interview method'), 'ONLINE');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(inviteCalls(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(inviteCalls(fetchMock)[0]?.[1]?.body));
    expect(body).toMatchObject({
      interviewDate: '01-04-2030',
      interviewTime: '09:00',
      interviewMethod: 'ONLINE',
    });
    expect(body.optionalInvitationComment).toBe('');
  });

  it("keeps the dialog open with the server's message when the invitation is refused", async () => {
    const { dialog, user } = await openDialog(() =>
      errorResponse(422, 'Dates cannot be in the past', 'RULE_BROKEN'),
    );
    fireEvent.change(await findDateField(/Interview date/, within(dialog)), {
      target: { value: '10-03-2030' },
    });
    await user.selectOptions(within(dialog).getByLabelText(/Interview time/), '08:15');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dates cannot be in the past');
    expect(within(dialog).getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  });
});
