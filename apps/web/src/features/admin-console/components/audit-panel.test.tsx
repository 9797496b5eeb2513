import type { AuditEntry } from '@intake/contracts/csv-import';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderAsAdmin, theCallTo } from '../test/render-console';
import { AuditPanel } from './audit-panel';

const entry: AuditEntry = {
  id: 7,
  action: 'ROLE_CHANGED',
  actorEmail: 'admin@example.org',
  subject: 'ada@example.org',
  details: { from: 'APPLICANT', to: 'SUSPENDED' },
  createdAt: '2030-03-14T09:30:00.000Z',
};

describe('Audit', () => {
  it('shows the latest entries: who, when, what, on whom', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/audit?limit=50': () => jsonResponse(200, [entry]) });
    renderAsAdmin(<AuditPanel />);
    const table = await screen.findByRole('table', { name: 'Audit' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('admin@example.org');
    expect(within(cells[1] as HTMLElement).getByText(/2030/)).toHaveAttribute('datetime', entry.createdAt);
    expect(cells[2]).toHaveTextContent('ROLE_CHANGED');
    expect(cells[2]).toHaveTextContent('from: APPLICANT, to: SUSPENDED');
    expect(cells[3]).toHaveTextContent('ada@example.org');
    theCallTo(fetchMock, 'GET', '/api/admin/audit?limit=50');
  });

  it('sends the action and the search as the query', async () => {
    const filtered = '/api/admin/audit?action=ROLE_CHANGED&search=ada%40example&limit=50';
    const fetchMock = stubApi({
      'GET /api/admin/audit?limit=50': () => jsonResponse(200, []),
      [`GET ${filtered}`]: () => jsonResponse(200, [entry]),
    });
    const { user } = renderAsAdmin(<AuditPanel />);
    await screen.findByText('No entries.');
    await user.type(screen.getByLabelText('Action', { selector: 'input' }), 'ROLE_CHANGED');
    await user.type(screen.getByLabelText('Search'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('table', { name: 'Audit' })).toHaveTextContent('ada@example.org');
    theCallTo(fetchMock, 'GET', filtered);
  });

  it("shows the server's message when the log cannot be read", async () => {
    stubApi({
      'GET /api/admin/audit?limit=50': () => errorResponse(403, 'You do not have permission to do that.'),
    });
    renderAsAdmin(<AuditPanel />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do that.'),
    );
  });
});
