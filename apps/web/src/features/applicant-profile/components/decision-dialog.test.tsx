import { offerNeedsTuitionFee } from '@intake/contracts/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, errorResponse, headersOf, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { ENCODED, makeProfile, PROFILE_KEY, signInAs, waitForProfile } from '../test/fixtures';

const DECISION_PATH = `/api/admissions/decision/${ENCODED}`;
const decisionCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/admissions/decision/'));
const reason = (id: number, label: string, decisions: string[], archived = false) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  label,
  decisions,
  nextStep: `Next step of ${label}.`,
  archived,
  uses: 0,
});
const REASONS = [
  reason(1, 'Test score below the bar', ['Send to Community']),
  reason(2, 'Questionnaire incomplete', ['Send to Community', 'Not Sure']),
  reason(3, 'Strong all round', ['Offer Admission']),
  reason(4, 'Old reason', ['Send to Community', 'Not Sure'], true),
];

async function openDecision(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    [PROFILE_KEY]: () => jsonResponse(200, makeProfile({ applicant: { applicationStatus: 'INTERVIEWED' } })),
    'GET /api/admissions/decisionReasons': () => jsonResponse(200, REASONS),
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
      'GET /api/admissions/decisionReasons': () => jsonResponse(200, REASONS),
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
    ['Offer Admission', null, 'Decision recorded: Offer Admission'],
    ['Offer Admission', 'Strong all round', 'Decision recorded: Offer Admission'],
    ['Send to Community', 'Test score below the bar', 'Decision recorded: Send to Community'],
    ['Not Sure', 'Questionnaire incomplete', 'Decision recorded: Not Sure'],
  ])(
    '%s with reason %s, once confirmed, posts the decision and reason and shows the result',
    async (label, reasonLabel, message) => {
      const { dialog, user, fetchMock } = await openDecision({
        [`POST ${DECISION_PATH}`]: () => jsonResponse(200, { message }),
      });
      await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${label}`) }));
      if (reasonLabel) await user.click(await within(dialog).findByRole('radio', { name: reasonLabel }));
      await user.click(within(dialog).getByRole('button', { name: 'Make Decision' }));
      expect(decisionCalls(fetchMock)).toHaveLength(0);
      expect(dialog).toHaveTextContent(`Confirm “${label}” for Ada Obi?`);
      if (reasonLabel) expect(dialog).toHaveTextContent(`Reason: ${reasonLabel}`);
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(message);
      const calls = decisionCalls(fetchMock);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.[0]).toBe(DECISION_PATH);
      expect(calls[0]?.[1]?.method).toBe('POST');
      expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({
        decision: label,
        reasonId: REASONS.find((each) => each.label === reasonLabel)?.id ?? null,
      });
      expect(headersOf(calls[0]?.[1] ?? {}).get('Authorization')).toMatch(/^Bearer /);
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('offers only the reasons on the list that fit the decision, and requires one but for an offer', async () => {
    const { dialog, user, fetchMock } = await openDecision({});
    await user.click(within(dialog).getByRole('radio', { name: /^Send to Community/ }));
    expect(
      await within(dialog).findByRole('radio', { name: 'Test score below the bar' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Questionnaire incomplete' })).not.toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: 'Strong all round' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Old reason' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Make Decision' }));
    expect(within(dialog).getByText('Choose a reason for this decision.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(decisionCalls(fetchMock)).toHaveLength(0);
  });

  it('asks for a choice first, and Back returns to the choices without a call', async () => {
    const { dialog, user, fetchMock } = await openDecision({});
    await user.click(within(dialog).getByRole('button', { name: 'Make Decision' }));
    expect(within(dialog).getByText('Choose a decision')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^Not Sure/ }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Questionnaire incomplete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make Decision' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: /^Not Sure/ })).toBeChecked();
    expect(decisionCalls(fetchMock)).toHaveLength(0);
  });

  it('sends a double-clicked Confirm once, and keeps it disabled while in flight (issue 18.15)', async () => {
    const answer = deferred<Response>();
    const { dialog, user, fetchMock } = await openDecision({
      [`POST ${DECISION_PATH}`]: () => answer.promise,
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
      [`POST ${DECISION_PATH}`]: () =>
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
