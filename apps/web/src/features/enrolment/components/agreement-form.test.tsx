import { AGREEMENT_TERMS, agreementParties } from '@intake/contracts/agreement-terms';
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

  it('needs a parent or guardian name on the loan agreement of an applicant under 18', async () => {
    const fetchMock = stubApi({
      'GET /api/native/getLoanDetails': loanDetails(true),
      'POST /api/native/fillLearnFundForm': () => jsonResponse(200, movedOn({ nativeState: 'LEARN_FUND' })),
    });
    const view = openForm('loan');
    expect(await screen.findByRole('heading', { name: 'Parent or guardian consent' })).toBeInTheDocument();
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    await view.user.click(box());
    await view.user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.parentNameRequired);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('fillLearnFundForm'))).toHaveLength(0);

    await view.user.type(screen.getByLabelText(/^Parent or guardian's full name/), '  Obi Obi ');
    await view.user.click(submitButton());
    await waitFor(() => expect(view.onDone).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('fillLearnFundForm')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ agreedToTerms: true, parentName: 'Obi Obi' });
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
