import { messages } from '@intake/contracts/messages';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi, testConfig, testUser } from '../../test/api-stub';
import { SiteHeader } from './site-header';

function renderHeader(user: typeof testUser | null, onLogout = vi.fn(), pictureSrc?: string) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <SiteHeader user={user} pictureSrc={pictureSrc} homePath="/dashboard/" onLogout={onLogout} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return { onLogout, events: userEvent.setup() };
}

describe('site header', () => {
  it("shows the school's name and logo and titles the tab with it, as /api/config gives them", async () => {
    stubApi({
      'GET /api/config': () =>
        jsonResponse(200, {
          ...testConfig,
          school: { ...testConfig.school, name: 'Yaba Academy', logoUrl: '/api/config/logo?v=abc' },
        }),
    });
    renderHeader(null);
    expect(await screen.findByRole('link', { name: 'Yaba Academy' })).toHaveAttribute('href', '/dashboard/');
    expect(screen.queryByText('Intake')).not.toBeInTheDocument();
    // The title follows in an effect after the name is drawn.
    await waitFor(() => expect(document.title).toBe('Yaba Academy'));
    expect(document.querySelector('img[src="/api/config/logo?v=abc"]')).not.toBeNull();
  });

  it('shows the first letter of the first name when there is no profile picture', () => {
    renderHeader({ ...testUser, firstName: 'ada' });
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the profile picture when there is one', () => {
    renderHeader({ ...testUser, profilePictureUrl: '/api/files/f-1' }, vi.fn(), 'blob:http://localhost/f-1');
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', 'blob:http://localhost/f-1');
  });

  it("opens the bell on 'No New Notification'", async () => {
    const { events } = renderHeader(testUser);
    await events.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(messages.noNewNotification)).toBeInTheDocument();
  });

  it("offers My Dashboard and Log Out in the 'Me' menu", async () => {
    const { events, onLogout } = renderHeader(testUser);
    await events.click(screen.getByRole('button', { name: /Me/ }));
    expect(await screen.findByRole('menuitem', { name: 'My Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/',
    );
    await events.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows neither the bell nor the menu to a visitor', () => {
    renderHeader(null);
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
