import { messages } from '@intake/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const ticket = 'T'.repeat(43);

describe('/infoSession/venue/:token', () => {
  it("shows an in-person session's time, venue and directions, as the invitation does", async () => {
    stubApi({
      [`GET /api/infoSession/venue/${ticket}`]: () =>
        jsonResponse(200, {
          infoSessionId: 's-1',
          mode: 'Offline',
          venueAddress: '12 Herbert Macaulay Way, Yaba',
          venueDirections: 'Opposite the bus stop',
          sessionDate: '27-11-2026',
          sessionTime: '11:00',
          sessionDetails: 'Physical session, Friday 27-11-2026 at 11:00 AM',
        }),
    });
    renderApp(`/infoSession/venue/${ticket}`);
    expect(
      await screen.findByRole('heading', { name: messages.infoSessionInPerson }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Physical session, Friday 27-11-2026 at 11:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Venue: 12 Herbert Macaulay Way, Yaba')).toBeInTheDocument();
    expect(screen.getByText('How to get there: Opposite the bus stop')).toBeInTheDocument();
  });

  it('goes to the link error page for a ticket the server does not know', async () => {
    stubApi({
      [`GET /api/infoSession/venue/${ticket}`]: () =>
        jsonResponse(400, { message: messages.linkInvalid, code: 'LINK_INVALID' }),
    });
    const { router } = renderApp(`/infoSession/venue/${ticket}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/link'), { timeout: 4000 });
  });
});
