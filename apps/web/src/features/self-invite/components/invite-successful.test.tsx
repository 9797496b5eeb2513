import { paths } from '@intake/contracts/pages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, testConfig } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { afternoonSession } from '../test-sessions';

const renderWithState = (state: unknown) => renderApp({ pathname: paths.selfInviteSuccessful, state });

describe('invite successful', () => {
  it("shows the session and the e-mail, and the 'Scheduled successfully!' dialog with its texts, illustration and social links", async () => {
    stubApi();
    renderWithState({ email: 'ada@example.org', session: afternoonSession });
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled successfully!' });
    expect(within(dialog).getByText('Kindly ensure you are available to chat with us.')).toBeInTheDocument();
    expect(within(dialog).getByText("We can't wait to chat with you!")).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'A calendar with the session ticked' }),
    ).toBeInTheDocument();
    for (const link of testConfig.socialLinks) {
      expect(await within(dialog).findByRole('link', { name: link.name })).toHaveAttribute('href', link.url);
    }
    expect(screen.getByText(afternoonSession.sessionDetails)).toBeInTheDocument();
    expect(screen.getByText(/Friday, 15 March 2030 at 2:30 PM/)).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    expect(screen.getByText('Kindly check your mail for your ticket.')).toBeInTheDocument();
  });

  it('goes to /login when the dialog is closed', async () => {
    stubApi();
    const { router, user } = renderWithState({ email: 'ada@example.org', session: afternoonSession });
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled successfully!' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('falls back gracefully without the form’s state', async () => {
    stubApi();
    renderApp('/infoSession/invite_successful');
    expect(await screen.findByRole('dialog', { name: 'Scheduled successfully!' })).toBeInTheDocument();
    expect(screen.getByText('Kindly check your mail for your ticket.')).toBeInTheDocument();
    expect(screen.queryByText(/Your session/)).not.toBeInTheDocument();
  });
});
