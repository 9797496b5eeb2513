import { offerNeedsTuitionFee } from '@intake/contracts/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, errorResponse, headersOf, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { ENCODED, makeProfile, PROFILE_KEY, signInAs, waitForProfile } from '../test/fixtures';

const decisionCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('sendInterviewDecision'));

async function openDecision(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    [PROFILE_KEY]: () => jsonResponse(200, makeProfile({ applicant: { applicationStatus: 'INTERVIEWED' } })),
    ...handlers,
  });
  const view = renderApp(`/profile/${ENCODED}`);
  await waitForProfile();
  await view.user.click(await screen.findByRole('button', { name: 'Make Decision' }));
  const dialog = await screen.findByRole('dialog', { name: 'Make Decision' });
  return { ...view, fetchMock, dialog };
}

describe('decision dialog', () => {
  beforeEach(() => signInAs('ELDER'));

  it('tells the elder, before they try, that no offer can be made in a cohort without a fee', async () => {
    stubApi({
      [PROFILE_KEY]: () =>
        jsonResponse(
          200,
          makeProfile({
            applicant: { applicationStatus: 'INTERVIEWED' },
            cohort: { name: 'Cohort DECEMBER 2026', tuitionFee: null },
          }),
        ),
    });
    const { user } = renderApp(`/profile/${ENCODED}`);
    await waitForProfile();
    const panel = screen.getByRole('complementary');
    expect(panel).toHaveTextContent(offerNeedsTuitionFee('Cohort DECEMBER 2026'));
    await user.click(within(panel).getByRole('button', { name: 'Make Decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Decision' });
    expect(within(dialog).getByRole('radio', { name: /^Offer Admission/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /^Send to Community/ })).toBeEnabled();
  });

  it.each([
    ['Offer Admission', 'Offer%20Admission', 'Decision recorded: Offer Admission'],
    ['Send to Community', 'send', 'Decision recorded: Send to Community'],
    ['Not Sure', 'Not%20Sure', 'Decision recorded: Not Sure'],
  ])(
    '%s, once confirmed, posts .../%s with no body and shows the result',
    async (label, segment, message) => {
      const path = `/api/elder/sendInterviewDecision/${ENCODED}/${segment}`;
      const { dialog, user, fetchMock } = await openDecision({
        [`POST ${path}`]: () => jsonResponse(200, { message }),
      });
      await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${label}`) }));
      await user.click(within(dialog).getByRole('button', { name: 'Make Decision' }));
      expect(decisionCalls(fetchMock)).toHaveLength(0);
      expect(dialog).toHaveTextContent(`Confirm “${label}” for Ada Obi?`);
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(message);
      const calls = decisionCalls(fetchMock);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.[0]).toBe(path);
      expect(calls[0]?.[1]?.method).toBe('POST');
      expect(calls[0]?.[1]?.body).toBeUndefined();
      expect(headersOf(calls[0]?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('asks for a choice first, and Back returns to the choices without a call', async () => {
    const { dialog, user, fetchMock } = await openDecision({});
    await user.click(within(dialog).getByRole('button', { name: 'Make Decision' }));
    expect(within(dialog).getByText('Choose a decision')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^Not Sure/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Make Decision' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: /^Not Sure/ })).toBeChecked();
    expect(decisionCalls(fetchMock)).toHaveLength(0);
  });

  it('sends a double-clicked Confirm once, and keeps it disabled while in flight (issue 18.15)', async () => {
    const answer = deferred<Response>();
    const { dialog, user, fetchMock } = await openDecision({
      [`POST /api/elder/sendInterviewDecision/${ENCODED}/Offer%20Admission`]: () => answer.promise,
    });
    await user.click(within(dialog).getByRole('radio', { name: /^Offer Admission/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Make Decision' }));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    // Two clicks before React renders again, as on a slow phone.
    act(() => {
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled());
    answer.resolve(jsonResponse(200, { message: 'Decision recorded: Offer Admission' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Decision recorded: Offer Admission');
    expect(decisionCalls(fetchMock)).toHaveLength(1);
  });

  it("shows the server's refusal and lets the elder try again", async () => {
    const { dialog, user } = await openDecision({
      [`POST /api/elder/sendInterviewDecision/${ENCODED}/Offer%20Admission`]: () =>
        errorResponse(409, 'Only an interviewed applicant can be decided on.', 'WRONG_STATE'),
    });
    await user.click(within(dialog).getByRole('radio', { name: /^Offer Admission/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Make Decision' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only an interviewed applicant can be decided on.',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
