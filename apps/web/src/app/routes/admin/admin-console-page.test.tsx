import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../lib/providers';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { createTestQueryClient } from '../../../test/query-client';
import AdminConsolePage from './admin-console-page';

describe('admin console page', () => {
  it('shows every panel of the console, each as a named card, and loads the lists with the bearer', async () => {
    saveSession(makeToken({ roles: 'ADMIN' }));
    const fetchMock = stubApi({
      'GET /api/infoSession/getAvailableInfoSessions': () => jsonResponse(200, []),
      'GET /api/summerSchool/discountCode': () => jsonResponse(200, []),
      'GET /api/admin/audit?limit=50': () => jsonResponse(200, []),
      'GET /api/admin/cohorts': () => jsonResponse(200, []),
      'GET /api/admin/applications': () =>
        jsonResponse(200, { open: true, decidedBy: 'DEFAULT', nextChange: null }),
      'GET /api/admin/review/reviewers': () =>
        jsonResponse(200, { reviewers: [], shortOfReviewers: 0, shortApplicants: [] }),
      'GET /api/admin/reminders': () => jsonResponse(200, { steps: [] }),
    });
    render(
      <AppProviders queryClient={createTestQueryClient()} env="test">
        <MemoryRouter>
          <AdminConsolePage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Intake funnel per cohort' })).toHaveAttribute(
      'href',
      '/dashboard/funnel',
    );
    // The session and payment-details panels, and the last three, load just after the rest (the
    // console's budget).
    expect(await screen.findByRole('region', { name: 'InfoSession Tasks' })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Summer School Discount Code Generator' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Audit' })).toBeInTheDocument();
    // Review assignment is its own feature, handed to the console by this page.
    expect(await screen.findByRole('region', { name: 'Review assignment' })).toBeInTheDocument();
    expect(await screen.findByText('There are no elders to review applicants.')).toBeInTheDocument();
    // So are the reminders, below the console.
    expect(await screen.findByRole('region', { name: 'Reminders' })).toBeInTheDocument();
    for (const name of [
      'Application',
      'Start New Batch',
      'Cohorts',
      'School',
      'Upload Applicant CSV',
      'Resend Email',
      'InfoSession Tasks',
      'Change Role',
      'Applicant Related Object',
      'Summer School Discount Code Generator',
      'Audit',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    for (const name of [
      'Start Application',
      'Stop Application',
      'Enable Loan',
      'Stop Test',
      'Undo Test',
      'Notify',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(await screen.findByText('No upcoming sessions.')).toBeInTheDocument();
    expect(await screen.findByText('No discount codes yet.')).toBeInTheDocument();
    expect(await screen.findByText('No entries.')).toBeInTheDocument();
    expect(await screen.findByText('No cohorts yet.')).toBeInTheDocument();
    // The School panel reads the public settings, which need no session.
    for (const [url, init] of fetchMock.mock.calls) {
      if (String(url).startsWith('/api/') && String(url) !== '/api/config')
        expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    }
  });
});
