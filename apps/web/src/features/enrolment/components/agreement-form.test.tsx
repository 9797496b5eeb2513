import { AGREEMENT_TERMS, agreementParties } from '@intake/contracts/agreement-terms';
import { guardianConsentCopy } from '@intake/contracts/copy/guardian-consent';
import { guardianConsentErrors } from '@intake/contracts/errors/guardian-consent';
import { messages } from '@intake/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionUser } from '../../../lib/session';
import { deferred, errorResponse, jsonResponse, stubApi, testConfig } from '../../../test/api-stub';
import { movedOn, renderSignedIn } from '../test/render-feature';
import { AgreementForm } from './agreement-form';

function openForm(kind: 'native' | 'tenancy' | 'loan') {
  const onBack = vi.fn();
  const onDone = vi.fn();
  const view = renderSignedIn(<AgreementForm kind={kind} onBack={onBack} onDone={onDone} />, {
    nativeState: 'NATIVE_AGREEMENT',
    canFillLoanAgreement: true,
  });
  return { ...view, onBack, onDone };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const box = () => screen.getByRole('checkbox', { name: 'I have read and agree to the terms above' });
const loanDetails = (needParentsConsent: boolean) => () =>
  jsonResponse(200, { fullLegalName: 'Ada Obi', nativeHomeAddress: '1 Marina, Lagos', needParentsConsent });

const learnerCopy = guardianConsentCopy.learner;
const waitingConsent = {
  state: 'waiting',
  guardianName: 'Obi Obi',
  phoneEnding: '4567',
  email: null,
  learnerSignedAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
  declineReason: null,
};

describe('agreement forms', () => {
  it('shows the native terms; Submit works only with the box ticked, and is disabled in flight', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ 'POST /api/native/fillNativeAgreement': () => answer.promise });
    const view = openForm('native');
    expect(screen.getByRole('heading', { name: AGREEMENT_TERMS.native.title })).toBeInTheDocument();
    expect(screen.getByText(AGREEMENT_TERMS.native.paragraphs[1] as string)).toBeInTheDocument();
    expect(await screen.findByText(agreementParties(testConfig.school.legalName))).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await view.user.click(box());
    expect(submitButton()).toBeEnabled();
    await view.user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    // The form also reads the public settings (the school's legal name, issue 18.12).
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/fillNativeAgreement')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ agreedToTerms: true });
    answer.resolve(jsonResponse(200, movedOn({ nativeState: 'NATIVE_AGREEMENT' })));
    await waitFor(() => expect(view.onDone).toHaveBeenCalledTimes(1));
    expect(getSessionUser()?.nativeState).toBe('NATIVE_AGREEMENT');
  });

  it('logs a failed tenancy agreement and enables Submit again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /api/native/fillTenancyAgreement': () => errorResponse(409, 'Not open yet', 'CONFLICT'),
    });
    const view = openForm('tenancy');
    expect(screen.getByRole('heading', { name: AGREEMENT_TERMS.tenancy.title })).toBeInTheDocument();
    await view.user.click(box());
    await view.user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Not open yet');
    expect(log).toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
    expect(view.onDone).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("needs a guardian's name and phone under 18, then shows the step waiting for the guardian", async () => {
    let consent: object | null = null;
    const fetchMock = stubApi({
      'GET /api/native/getLoanDetails': loanDetails(true),
      'GET /api/native/guardianConsent': () => jsonResponse(200, { consent }),
      'POST /api/native/fillLearnFundForm': () => {
        consent = waitingConsent;
        return jsonResponse(200, movedOn({ nativeState: 'NATIVE_AGREEMENT' }));
      },
    });
    const view = openForm('loan');
    expect(await screen.findByRole('heading', { name: 'Parent or guardian consent' })).toBeInTheDocument();
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    await view.user.click(box());
    await view.user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.parentNameRequired);
    await view.user.type(screen.getByLabelText(/^Parent or guardian's full name/), '  Obi Obi ');
    await view.user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(guardianConsentCopy.fields.phoneRequired);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('fillLearnFundForm'))).toHaveLength(0);

    await view.user.type(screen.getByLabelText(/^Parent or guardian's phone number/), '08031234567');
    await view.user.click(submitButton());
    // The step is not complete: the screen waits for the guardian instead of leaving.
    expect(await screen.findByRole('heading', { name: learnerCopy.waitingTitle })).toBeInTheDocument();
    expect(screen.getByText(learnerCopy.waiting('Obi Obi', '4567'))).toBeInTheDocument();
    expect(view.onDone).not.toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('fillLearnFundForm')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      agreedToTerms: true,
      parentName: 'Obi Obi',
      guardianPhone: '08031234567',
      guardianEmail: '',
    });
  });

  it('shows why the learner cannot be their own guardian, and keeps the form', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = guardianConsentErrors.guardianIsLearner;
    stubApi({
      'GET /api/native/getLoanDetails': loanDetails(true),
      'GET /api/native/guardianConsent': () => jsonResponse(200, { consent: null }),
      'POST /api/native/fillLearnFundForm': () =>
        errorResponse(refused.status, refused.message, refused.code),
    });
    const view = openForm('loan');
    await view.user.type(await screen.findByLabelText(/^Parent or guardian's full name/), 'Ada Obi');
    await view.user.type(screen.getByLabelText(/^Parent or guardian's phone number/), '08031234567');
    await view.user.click(box());
    await view.user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your guardian must use their own phone number and e-mail address, not yours.',
    );
    expect(submitButton()).toBeEnabled();
    expect(screen.getByLabelText(/^Parent or guardian's phone number/)).toHaveValue('08031234567');
    expect(view.onDone).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('sends the link again, or takes another guardian after a decline', async () => {
    const declined = { ...waitingConsent, state: 'declined', declineReason: 'Too much debt' };
    const fetchMock = stubApi({
      'GET /api/native/getLoanDetails': loanDetails(true),
      'GET /api/native/guardianConsent': () => jsonResponse(200, { consent: declined }),
      'POST /api/native/guardianConsent/guardian': () =>
        jsonResponse(200, { consent: { ...waitingConsent, guardianName: 'Emeka Obi', phoneEnding: '0004' } }),
      'POST /api/native/guardianConsent/resend': () =>
        jsonResponse(200, { consent: { ...waitingConsent, guardianName: 'Emeka Obi', phoneEnding: '0004' } }),
    });
    const view = openForm('loan');
    expect(await screen.findByRole('heading', { name: learnerCopy.declinedTitle })).toBeInTheDocument();
    expect(screen.getByText(learnerCopy.declineReason('Too much debt'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: learnerCopy.resend })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: learnerCopy.changeGuardian }));
    await view.user.type(screen.getByLabelText(/^Parent or guardian's full name/), 'Emeka Obi');
    await view.user.type(screen.getByLabelText(/^Parent or guardian's phone number/), '08031110004');
    await view.user.click(screen.getByRole('button', { name: learnerCopy.submit }));
    expect(await screen.findByText(learnerCopy.waiting('Emeka Obi', '0004'))).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: learnerCopy.resend }));
    expect(await screen.findByText(learnerCopy.resent)).toBeInTheDocument();
    const sent = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url]) => String(url));
    expect(sent).toEqual([
      expect.stringContaining('/guardianConsent/guardian'),
      expect.stringContaining('/guardianConsent/resend'),
    ]);
  });

  it('asks no guardian of an adult', async () => {
    const fetchMock = stubApi({
      'GET /api/native/getLoanDetails': loanDetails(false),
      'POST /api/native/fillLearnFundForm': () => jsonResponse(200, movedOn({ nativeState: 'LEARN_FUND' })),
    });
    const view = openForm('loan');
    expect(await screen.findByRole('heading', { name: AGREEMENT_TERMS.loan.title })).toBeInTheDocument();
    expect(screen.queryByText('Parent or guardian consent')).not.toBeInTheDocument();
    await view.user.click(box());
    await view.user.click(submitButton());
    await waitFor(() => expect(view.onDone).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('fillLearnFundForm')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ agreedToTerms: true, parentName: '' });
  });
});
