import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import {
  callsTo,
  confirmAction,
  findConfirmation,
  findFailureToast,
  findSuccessToast,
  renderAsAdmin,
  theCallTo,
} from '../test/render-console';
import { ApplicantObjectPanel } from './applicant-object-panel';

const cases = [
  {
    button: 'Enable Loan',
    method: 'PATCH',
    path: '/api/elder/enableLearnFundForm/ada%40example.org',
    success: 'Loan Form Enabled successfully',
    failure: 'Loan form enabling failed',
    confirmation: null,
  },
  {
    button: 'Stop Test',
    method: 'DELETE',
    path: '/api/applicant/stopTest/ada%40example.org',
    success: 'Test stopped Successfully',
    failure: 'Test stop Error',
    confirmation:
      'Stop the test of ada@example.org? Their answers so far will be scored and they cannot continue.',
  },
  {
    button: 'Undo Test',
    method: 'POST',
    path: '/api/admin/resetApplicantTest/ada%40example.org',
    success: 'Applicant can retake test',
    failure: 'Undo test failed',
    confirmation:
      'Undo the test of ada@example.org? Their result is set aside and they take the test again from the start.',
  },
];

describe('Applicant Related Object', () => {
  it.each(cases)(
    '$button: $method $path, then "$success"',
    async ({ button, method, path, success, confirmation }) => {
      const answer = deferred<Response>();
      const fetchMock = stubApi({ [`${method} ${path}`]: () => answer.promise });
      const { user } = renderAsAdmin(<ApplicantObjectPanel />);
      await user.type(screen.getByLabelText('Email'), 'ada@example.org');
      await user.click(screen.getByRole('button', { name: button }));
      if (confirmation) await confirmAction(user, button, confirmation);
      for (const name of ['Enable Loan', 'Stop Test', 'Undo Test']) {
        expect(screen.getByRole('button', { name })).toBeDisabled();
      }
      answer.resolve(jsonResponse(200, { message: 'done' }));
      expect(await findSuccessToast()).toHaveTextContent(success);
      expect(theCallTo(fetchMock, method, path).body).toBeUndefined();
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
    },
  );

  it.each(cases)(
    "$button failure is titled '$failure' with the server's message",
    async ({ button, method, path, failure, confirmation }) => {
      stubApi({ [`${method} ${path}`]: () => errorResponse(404, 'No applicant has this e-mail address.') });
      const { user } = renderAsAdmin(<ApplicantObjectPanel />);
      await user.type(screen.getByLabelText('Email'), 'ada@example.org');
      await user.click(screen.getByRole('button', { name: button }));
      if (confirmation) await confirmAction(user, button, confirmation);
      const toast = await findFailureToast();
      expect(toast).toHaveTextContent(failure);
      expect(toast).toHaveTextContent('No applicant has this e-mail address.');
    },
  );

  it.each(cases.filter((item) => item.confirmation))(
    '$button asks first: nothing is sent before confirming or on Cancel, once on confirming',
    async ({ button, method, path, confirmation }) => {
      const fetchMock = stubApi({ [`${method} ${path}`]: () => jsonResponse(200, { message: 'done' }) });
      const { user } = renderAsAdmin(<ApplicantObjectPanel />);
      await user.type(screen.getByLabelText('Email'), 'ada@example.org');
      await user.click(screen.getByRole('button', { name: button }));
      const dialog = await findConfirmation(confirmation ?? '');
      // Cancel has the focus: Enter does not run the action.
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      expect(callsTo(fetchMock, method, path)).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, method, path)).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: button }));
      const again = await findConfirmation(confirmation ?? '');
      await user.dblClick(within(again).getByRole('button', { name: button }));
      expect(await findSuccessToast()).toBeInTheDocument();
      expect(callsTo(fetchMock, method, path)).toHaveLength(1);
    },
  );

  it('Enable Loan is sent without asking', async () => {
    const path = '/api/elder/enableLearnFundForm/ada%40example.org';
    const fetchMock = stubApi({ [`PATCH ${path}`]: () => jsonResponse(200, { message: 'done' }) });
    const { user } = renderAsAdmin(<ApplicantObjectPanel />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Enable Loan' }));
    expect(await findSuccessToast()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', path)).toHaveLength(1);
  });

  it('asks for a valid e-mail without calling', async () => {
    const fetchMock = stubApi();
    const { user } = renderAsAdmin(<ApplicantObjectPanel />);
    await user.click(screen.getByRole('button', { name: 'Stop Test' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
