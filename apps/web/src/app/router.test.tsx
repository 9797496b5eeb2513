import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { goToExternal } from '../lib/browser-location';
import { saveSession } from '../lib/session';
import { makeToken, stubApi, testConfig } from '../test/api-stub';
import { renderApp } from '../test/render-app';

vi.mock('../lib/browser-location', () => ({ goToExternal: vi.fn() }));

describe('routes', () => {
  it('shows the not-found page for an unknown address', async () => {
    stubApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a visitor without a session from the dashboard to /login', async () => {
    stubApi();
    const { router } = renderApp('/dashboard/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends staff away from the applicant dashboard by role', async () => {
    saveSession(makeToken({ roles: 'ELDER' }));
    stubApi();
    const { router } = renderApp('/dashboard/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/all-applicants'));
    expect(await screen.findByRole('heading', { name: 'Applicant Records' })).toBeInTheDocument();
  });

  it('keeps the admin console for admins', async () => {
    saveSession(makeToken({ roles: 'APPLICANT' }));
    stubApi();
    const { router } = renderApp('/systemAdmin/ada');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
  });

  it('keeps applicant profiles for staff and shows the header', async () => {
    saveSession(makeToken({ roles: 'SPONSOR' }));
    stubApi();
    renderApp('/profile/full-info');
    expect(await screen.findByRole('heading', { name: 'Full Info' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it.each([
    ['/lampHome', testConfig.mainSiteUrl],
    ['/lampBlog', testConfig.blogUrl],
    ['/elderDashboard', testConfig.elderAppUrl],
  ])('sends %s to the address in settings', async (path, target) => {
    stubApi();
    renderApp(path);
    await waitFor(() => expect(goToExternal).toHaveBeenCalledWith(target, { replace: true }));
  });

  it('shows the not-found page for other single-segment addresses', async () => {
    vi.mocked(goToExternal).mockClear();
    stubApi();
    renderApp('/lampShop');
    expect(await screen.findByRole('heading', { name: copy.notFoundTitle })).toBeInTheDocument();
    expect(goToExternal).not.toHaveBeenCalled();
  });

  it.each([
    ['/error/infosession/expired/token', messages.infoSessionEnded, true],
    ['/error/infosession/too_early/token', messages.arrivedTooEarly, false],
    ['/error/alreadyInvited/token', messages.alreadyAcceptedInterview, false],
    ['/error/link', messages.errorOccurred, true],
  ])('shows %s with its sentence', async (path, title, withTryAgain) => {
    stubApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try again' }) !== null).toBe(withTryAgain);
  });

  it.each([
    ['/invite-successful', 'Interview rescheduled'],
    ['/invite-successful?accepted=true', 'Interview accepted. We look forward to chatting with you!'],
  ])('confirms the interview at %s', async (path, title) => {
    stubApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('opens the admission outcome dialog with the social links, and closing it goes to /login', async () => {
    stubApi();
    const { router, user } = renderApp('/admission/accepted_offer');
    const dialog = await screen.findByRole('dialog', { name: messages.admissionAccepted });
    expect(await screen.findByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      testConfig.socialLinks[0]?.url,
    );
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['/payment-confirmed', messages.paymentConfirmed],
    ['/payment-declined', messages.paymentDeclined],
    ['/payment-attended', messages.paymentAttended],
  ])('shows %s with a way back to the dashboard', async (path, title) => {
    stubApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard/');
  });

  it.each(['/partner/join', '/hire-from-us', '/lampLaunch/stay-updated', '/application/withdraw/token'])(
    'wakes the server on %s',
    async (path) => {
      const fetchMock = stubApi();
      renderApp(path);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/', { method: 'GET' }));
    },
  );
});
