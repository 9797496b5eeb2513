import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const page = (total: number) =>
  new Response('[]', {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'x-total-count': String(total) },
  });

describe('/dashboard/all-applicants', () => {
  it('shows a sponsor the records, read only, with the filter from the URL', async () => {
    saveSession(makeToken({ roles: 'SPONSOR', firstName: 'Bola' }));
    const fetchMock = stubApi({
      'GET /api/elder/getAllApplicants?page=1&size=10&stage=declined': () => page(0),
      'GET /api/user/me': () => jsonResponse(200, {}),
    });
    renderApp('/dashboard/all-applicants?stage=declined');
    expect(
      await screen.findByRole('heading', { name: 'Applicant Records' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hello, Bola')).toBeInTheDocument();
    expect(await screen.findByText('No applicants match this filter.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register an Applicant' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/elder/getAllApplicants?page=1&size=10&stage=declined',
      expect.anything(),
    );
  });
});
