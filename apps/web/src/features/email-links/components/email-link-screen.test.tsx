import { emailLinkCopy } from '@intake/contracts/copy/email-links';
import { messages } from '@intake/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { deferred, errorResponse, headersOf, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'a'.repeat(43);
const OFFER_STATE = `GET /api/applicant/admissionOffer/${TOKEN}`;

describe('the pages e-mailed links open (issue 18)', () => {
  it('opens the offer page with two choices and sends nothing but a read until one is clicked', async () => {
    const fetchMock = stubApi({
      [OFFER_STATE]: () => jsonResponse(200, { next: null }),
      [`POST /api/applicant/acceptAdmissionOffer/${TOKEN}`]: () =>
        jsonResponse(200, { next: '/admission/accepted_offer' }),
    });
    const { user, router } = renderApp(`/admission/respond/${TOKEN}`);
    const accept = await screen.findByRole('button', { name: emailLinkCopy.acceptOffer });
    expect(screen.getByRole('button', { name: emailLinkCopy.declineOffer })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(accept);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admission/accepted_offer'));
    expect(await screen.findByRole('dialog', { name: messages.admissionAccepted })).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual([`/api/applicant/acceptAdmissionOffer/${TOKEN}`]);
  });

  it('disables both choices while the click is on its way, so a double click answers once', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({
      [OFFER_STATE]: () => jsonResponse(200, { next: null }),
      [`POST /api/applicant/declineAdmissionOffer/${TOKEN}`]: () => answer.promise,
    });
    const { user } = renderApp(`/admission/respond/${TOKEN}`);
    const decline = await screen.findByRole('button', { name: emailLinkCopy.declineOffer });
    await user.click(decline);
    await user.click(decline);
    expect(screen.getByRole('button', { name: emailLinkCopy.acceptOffer })).toBeDisabled();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    answer.resolve(jsonResponse(200, { next: '/admission/offer_declined' }));
    expect(await screen.findByRole('dialog', { name: messages.admissionDeclined })).toBeInTheDocument();
  });

  it('goes straight to the page that says why, for a link replaced by a newer e-mail', async () => {
    stubApi({ [OFFER_STATE]: () => jsonResponse(200, { next: '/error/link_replaced' }) });
    renderApp(`/admission/respond/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: messages.linkReplaced })).toBeInTheDocument();
  });

  it('lands a cut or unknown link on the link error page, which says what happened', async () => {
    stubApi({
      'GET /api/interviewInvite/acceptLink/abc': () =>
        errorResponse(400, messages.linkInvalid, 'VALIDATION_FAILED'),
    });
    const { router } = renderApp('/interview/accept/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/link'));
    expect(await screen.findByText(messages.linkBroken)).toBeInTheDocument();
  });

  it('offers the payment page’s two choices to staff, and goes to the outcome after the click', async () => {
    saveSession(makeToken({ roles: 'ELDER' }));
    stubApi({
      [`GET /api/elder/paymentLink/${TOKEN}`]: () => jsonResponse(200, { next: null }),
      [`POST /api/elder/confirmPayment/${TOKEN}`]: () => jsonResponse(200, { next: '/payment-confirmed' }),
    });
    const { user } = renderApp(`/payment/respond/${TOKEN}`);
    expect(await screen.findByRole('button', { name: emailLinkCopy.declinePayment })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: emailLinkCopy.confirmPayment }));
    expect(await screen.findByRole('heading', { name: messages.paymentConfirmed })).toBeInTheDocument();
  });

  it('asks for sign-in first on the payment page, then returns to it and clicks with the session (issue 18.7)', async () => {
    const elderToken = makeToken({ roles: 'ELDER', firstName: 'Efe' });
    const fetchMock = stubApi({
      'POST /api/user/login': () => jsonResponse(200, { accessToken: elderToken }),
      [`GET /api/elder/paymentLink/${TOKEN}`]: () => jsonResponse(200, { next: null }),
      [`POST /api/elder/declinePayment/${TOKEN}`]: () => jsonResponse(200, { next: '/payment-declined' }),
    });
    const { user, router } = renderApp(`/payment/respond/${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`/payment/respond/${TOKEN}`);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/elder/'))).toBe(false);

    await user.type(await screen.findByLabelText('Email'), 'efe@school.org');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(await screen.findByRole('button', { name: emailLinkCopy.declinePayment }));
    expect(await screen.findByRole('heading', { name: messages.paymentDeclined })).toBeInTheDocument();
    const [, click] =
      fetchMock.mock.calls.find(([url]) => String(url) === `/api/elder/declinePayment/${TOKEN}`) ?? [];
    expect(headersOf(click ?? {}).get('authorization')).toBe(`Bearer ${elderToken}`);
  });

  it('says so when staff open the payment link of their own application', async () => {
    saveSession(makeToken({ roles: 'ADMIN' }));
    stubApi({
      [`GET /api/elder/paymentLink/${TOKEN}`]: () => jsonResponse(200, { next: null }),
      [`POST /api/elder/confirmPayment/${TOKEN}`]: () =>
        errorResponse(403, messages.ownApplication, 'OWN_APPLICATION'),
    });
    const { user, router } = renderApp(`/payment/respond/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: emailLinkCopy.confirmPayment }));
    expect(await screen.findByText(messages.ownApplication)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/payment/respond/${TOKEN}`);
  });
});
