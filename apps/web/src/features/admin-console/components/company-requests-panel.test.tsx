import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import * as csv from '../csv-report';
import { renderAsAdmin, theCallTo } from '../test/render-console';
import { CompanyRequestsPanel } from './company-requests-panel';

const partner = {
  id: 'p1',
  createdAt: '2026-11-20T10:00:00.000Z',
  firstName: 'Tolu',
  lastName: 'Ade',
  email: 'tolu@hub.example.org',
  companyName: 'Lagos Hub',
  designation: 'CTO',
  message: 'We would like to partner, "soon".',
};
const hire = { ...partner, id: 'h1', skillSet: 'Front-End Engineer,Data Analyst', request: 'Two juniors' };

describe('company requests panel', () => {
  it('lists the newest partner applications, switches to hire requests, and downloads them as CSV', async () => {
    const download = vi.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    const fetchMock = stubApi({
      'GET /api/admin/partnerApplications?limit=20': () => jsonResponse(200, [partner]),
      'GET /api/admin/hireRequests?limit=20': () => jsonResponse(200, [hire]),
      'GET /api/admin/hireRequests?limit=1000': () => jsonResponse(200, [hire]),
    });
    const { user } = renderAsAdmin(<CompanyRequestsPanel />);
    const partners = await screen.findByRole('table', { name: 'Partner applications' });
    expect(within(partners).getByText('tolu@hub.example.org')).toBeInTheDocument();
    theCallTo(fetchMock, 'GET', '/api/admin/partnerApplications?limit=20');

    await user.selectOptions(screen.getByLabelText('Show'), 'Hire requests');
    const requests = await screen.findByRole('table', { name: 'Hire requests' });
    expect(within(requests).getByText('Front-End Engineer,Data Analyst')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    theCallTo(fetchMock, 'GET', '/api/admin/hireRequests?limit=1000');
    expect(download).toHaveBeenCalledWith(
      [
        ['createdAt', 'firstName', 'lastName', 'email', 'companyName', 'designation', 'skillSet', 'request'],
        [hire.createdAt, 'Tolu', 'Ade', hire.email, 'Lagos Hub', 'CTO', hire.skillSet, 'Two juniors'],
      ],
      'hire-requests.csv',
    );
  });

  it('shows the server message when a list cannot be read', async () => {
    stubApi({
      'GET /api/admin/partnerApplications?limit=20': () =>
        errorResponse(403, 'Only admins can do this.', 'FORBIDDEN'),
    });
    renderAsAdmin(<CompanyRequestsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this.');
  });
});

describe('CSV building', () => {
  it('quotes commas, quotes and line breaks, and keeps cells from being read as formulas', () => {
    expect(
      csv.toCsv([
        ['a', 'b'],
        ['x, y', 'say "hi"'],
        ['=1+1', 'two\nlines'],
      ]),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n\'=1+1,"two\nlines"\r\n');
  });
});
