import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { findFailureToast, findSuccessToast, renderAsAdmin, theCallTo } from '../test/render-console';
import { ResendEmailPanel } from './resend-email-panel';

const path = (type: string) => `/api/admin/resendEmail/?email=ada%40example.org&emailType=${type}`;

describe('Resend Email', () => {
  it('offers the six types with the spec labels, none chosen at first', () => {
    stubApi();
    renderAsAdmin(<ResendEmailPanel />);
    expect(screen.getByLabelText('Email type')).toHaveValue('');
    const options = within(screen.getByLabelText('Email type')).getAllByRole('option');
    expect(options.map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['Choose…', ''],
      ['Password Reset Email', 'resetPassword'],
      ['Password Create Email', 'createPassword'],
      ['Interview Invite Email', 'interviewInviteMessage'],
      ['Info Session Invite', 'infoSessionMessage'],
      ['Admission offer email', 'admissionOffer'],
      ['Send to community email', 'sendToCommunity'],
    ]);
  });

  it.each([
    ['Password Reset Email', 'resetPassword'],
    ['Interview Invite Email', 'interviewInviteMessage'],
    ['Send to community email', 'sendToCommunity'],
  ])("sends '%s' as emailType=%s and shows the server's sentence", async (label, type) => {
    const fetchMock = stubApi({
      [`POST ${path(type)}`]: () => jsonResponse(200, { message: 'Email sent successfully' }),
    });
    const { user } = renderAsAdmin(<ResendEmailPanel />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.selectOptions(screen.getByLabelText('Email type'), label);
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await findSuccessToast()).toHaveTextContent('Email sent successfully');
    expect(theCallTo(fetchMock, 'POST', path(type)).body).toBeUndefined();
  });

  it("titles a failure 'message sending failed' with the server's message", async () => {
    stubApi({
      [`POST ${path('admissionOffer')}`]: () =>
        errorResponse(409, 'This applicant has no admission offer.', 'WRONG_STATE'),
    });
    const { user } = renderAsAdmin(<ResendEmailPanel />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.selectOptions(screen.getByLabelText('Email type'), 'Admission offer email');
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    const toast = await findFailureToast();
    expect(toast).toHaveTextContent('message sending failed');
    expect(toast).toHaveTextContent('This applicant has no admission offer.');
  });

  it('asks for a valid e-mail without calling', async () => {
    const fetchMock = stubApi();
    const { user } = renderAsAdmin(<ResendEmailPanel />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
