import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { findFailureToast, findSuccessToast, renderAsAdmin, theCallTo } from '../test/render-console';
import { ApplicantObjectPanel } from './applicant-object-panel';

const cases = [
  {
    button: 'Enable Loan',
    method: 'PATCH',
    path: '/api/elder/enableLearnFundForm/ada%40example.org',
    success: 'Loan Form Enabled successfully',
    failure: 'Loan form enabling failed',
  },
  {
    button: 'Stop Test',
    method: 'DELETE',
    path: '/api/applicant/stopTest/ada%40example.org',
    success: 'Test stopped Successfully',
    failure: 'Test stop Error',
  },
  {
    button: 'Undo Test',
    method: 'POST',
    path: '/api/admin/resetApplicantTest/ada%40example.org',
    success: 'Applicant can retake test',
    failure: 'Undo test failed',
  },
];

describe('Applicant Related Object', () => {
  it.each(cases)('$button: $method $path, then "$success"', async ({ button, method, path, success }) => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ [`${method} ${path}`]: () => answer.promise });
    const { user } = renderAsAdmin(<ApplicantObjectPanel />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: button }));
    for (const name of ['Enable Loan', 'Stop Test', 'Undo Test']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    answer.resolve(jsonResponse(200, { message: 'done' }));
    expect(await findSuccessToast()).toHaveTextContent(success);
    expect(theCallTo(fetchMock, method, path).body).toBeUndefined();
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });

  it.each(cases)(
    "$button failure is titled '$failure' with the server's message",
    async ({ button, method, path, failure }) => {
      stubApi({ [`${method} ${path}`]: () => errorResponse(404, 'No applicant has this e-mail address.') });
      const { user } = renderAsAdmin(<ApplicantObjectPanel />);
      await user.type(screen.getByLabelText('Email'), 'ada@example.org');
      await user.click(screen.getByRole('button', { name: button }));
      const toast = await findFailureToast();
      expect(toast).toHaveTextContent(failure);
      expect(toast).toHaveTextContent('No applicant has this e-mail address.');
    },
  );

  it('asks for a valid e-mail without calling', async () => {
    const fetchMock = stubApi();
    const { user } = renderAsAdmin(<ApplicantObjectPanel />);
    await user.click(screen.getByRole('button', { name: 'Stop Test' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
