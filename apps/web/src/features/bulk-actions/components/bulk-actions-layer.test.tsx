import { messageTimelineCopy as timelineCopy } from '@intake/contracts/copy/messaging';
import { formatNaira } from '@intake/contracts/naira';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { makeToken } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { BulkActionsLayer } from './bulk-actions-layer';

// The last row is in an elder's blind first round: its name is withheld (issue 22.4).
const rows = Array.from({ length: 3 }, (_, i) => ({
  id: `id-${i}`,
  firstName: i === 2 ? '' : `Ada${i}`,
  lastName: i === 2 ? '' : 'Obi',
  blind: i === 2,
  applicationNumber: 100 + i,
}));

function Screen() {
  return (
    <BulkActionsLayer filter={{ stage: 'interviewed', search: '' }} total={5000} capped={false}>
      {(selection) =>
        selection && (
          <div>
            <input
              type="checkbox"
              aria-label={selection.pageLabel}
              onChange={() => selection.onTogglePage(rows)}
            />
            {rows.map((row) => (
              <input
                key={row.id}
                type="checkbox"
                aria-label={selection.rowLabel(row)}
                checked={selection.isSelected(row.id)}
                onChange={() => selection.onToggle(row)}
              />
            ))}
          </div>
        )
      }
    </BulkActionsLayer>
  );
}

const progress = (done: number, state: 'RUNNING' | 'FINISHED') => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'SEND_MESSAGE',
  state,
  total: 5000,
  done,
  skipped: state === 'FINISHED' ? 1 : 0,
  failed: 0,
  pending: 5000 - done,
  createdBy: 'admin@example.org',
  createdAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
  params: {},
  target: {},
  problems:
    state === 'FINISHED'
      ? [
          {
            applicantId: 'x',
            email: 'gone@example.org',
            name: 'Gone Away',
            state: 'SKIPPED',
            outcome: 'The applicant has withdrawn.',
          },
        ]
      : [],
});

const preview = {
  recipients: 5000,
  channels: [
    {
      channel: 'email',
      recipients: 5000,
      subject: 'Your application',
      text: 'Hello [first name],\n\nHello',
      unitsEach: null,
      units: null,
    },
    {
      channel: 'sms',
      recipients: 1200,
      subject: '',
      text: 'Intake: Your application. Hello Reply STOP to opt out.',
      unitsEach: 1,
      units: 1200,
    },
  ],
  nairaPerSmsUnit: 4,
  estimatedCost: 4800,
};

afterEach(() => vi.unstubAllGlobals());

describe('bulk actions layer', () => {
  it('selects rows, then all matching, previews the message, confirms with the count and follows the progress', async () => {
    const posted: unknown[] = [];
    const previewed: unknown[] = [];
    let polls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (init.method === 'POST' && path === '/api/bulkActions/messagePreview') {
          previewed.push(JSON.parse(String(init.body)));
          return Response.json(preview);
        }
        if (init.method === 'POST' && path === '/api/bulkActions') {
          posted.push(JSON.parse(String(init.body)));
          return Response.json(progress(0, 'RUNNING'), { status: 201 });
        }
        if (path === '/api/bulkActions') return Response.json([]);
        if (path.startsWith('/api/bulkActions/')) {
          polls += 1;
          return Response.json(polls > 1 ? progress(4999, 'FINISHED') : progress(2500, 'RUNNING'));
        }
        throw new Error(`Unexpected call ${path}`);
      }),
    );
    saveSession(makeToken({ roles: 'ADMIN', firstName: 'Ngozi', email: 'ngozi@example.org' }));
    renderRoutes([{ path: '/', element: <Screen /> }], '/');
    const user = userEvent.setup();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada1 Obi' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 applicant selected');
    await user.click(
      screen.getByRole('button', { name: 'Select all 5,000 applicants matching this filter' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Select Ada0 Obi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Blind review · Applicant 102' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(await screen.findByText('Send a message: 5,000 applicants')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Confirm' });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('button', { name: timelineCopy.bulk.preview }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a subject');
    await user.type(screen.getByLabelText('Subject'), 'Your application');
    await user.type(screen.getByLabelText('Message (plain text)'), 'Hello');
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: timelineCopy.bulk.preview }));
    const shown = await screen.findByRole('region', { name: timelineCopy.bulk.preview });
    expect(shown).toHaveTextContent('E-mail: 5,000 recipients');
    expect(shown).toHaveTextContent('SMS: 1,200 recipients');
    expect(shown).toHaveTextContent(preview.channels[1]?.text ?? '');
    expect(shown).toHaveTextContent(timelineCopy.bulk.smsUnits(1, 1200));
    expect(shown).toHaveTextContent(timelineCopy.bulk.estimate(formatNaira(4800)));
    expect(previewed).toEqual([
      {
        params: { subject: 'Your application', body: 'Hello', channels: ['email', 'sms'] },
        target: { filter: { stage: 'interviewed', search: '' } },
      },
    ]);
    // A change after the preview asks for a new one before the start.
    await user.type(screen.getByLabelText('Message (plain text)'), '!');
    expect(start).toBeDisabled();
    await user.type(screen.getByLabelText('Message (plain text)'), '{Backspace}');
    expect(start).toBeEnabled();
    await user.click(start);
    expect(await screen.findByRole('progressbar', { name: 'Bulk action progress' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Done: 4,999 · Skipped: 1/)).toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(
      screen.getByText(/Gone Away \(gone@example.org\): The applicant has withdrawn./),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        kind: 'SEND_MESSAGE',
        params: { subject: 'Your application', body: 'Hello', channels: ['email', 'sms'] },
        target: { filter: { stage: 'interviewed', search: '' } },
      }),
    ]);
  });

  it('lists the recent actions and opens one to read its summary', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/bulkActions') return Response.json([progress(4999, 'FINISHED')]);
        if (path.startsWith('/api/bulkActions/')) return Response.json(progress(4999, 'FINISHED'));
        throw new Error(`Unexpected call ${path}`);
      }),
    );
    saveSession(makeToken({ roles: 'ELDER', firstName: 'Ngozi', email: 'ngozi@example.org' }));
    renderRoutes([{ path: '/', element: <Screen /> }], '/');
    const user = userEvent.setup();
    expect(await screen.findByText(/5,000 of 5,000 · finished · by admin@example.org/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(await screen.findByRole('progressbar', { name: 'Bulk action progress' })).toBeInTheDocument();
    expect(screen.getByText(/Done: 4,999 · Skipped: 1 · Failed: 0/)).toBeInTheDocument();
  });

  it('offers an elder only the kinds elders may start', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    saveSession(makeToken({ roles: 'ELDER', firstName: 'Ngozi', email: 'ngozi@example.org' }));
    renderRoutes([{ path: '/', element: <Screen /> }], '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select this page' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 applicants selected');
    expect(screen.getByRole('button', { name: 'Decide' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a message' })).toBeNull();
  });

  it('lets an elder invite the selection to book an interview, with nothing to fill in', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (init.method === 'POST' && path === '/api/bulkActions') {
          posted.push(JSON.parse(String(init.body)));
          return Response.json(
            { ...progress(0, 'RUNNING'), kind: 'INVITE_TO_BOOK', total: 2 },
            { status: 201 },
          );
        }
        if (path.startsWith('/api/bulkActions/'))
          return Response.json({ ...progress(2, 'FINISHED'), kind: 'INVITE_TO_BOOK', total: 2, pending: 0 });
        return Response.json([]);
      }),
    );
    saveSession(makeToken({ roles: 'ELDER', firstName: 'Ngozi', email: 'ngozi@example.org' }));
    renderRoutes([{ path: '/', element: <Screen /> }], '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada0 Obi' }));
    await user.click(
      screen.getByRole('button', { name: 'Select all 5,000 applicants matching this filter' }),
    );
    await user.click(screen.getByRole('button', { name: 'Invite to book an interview' }));
    expect(await screen.findByText(/link to choose a free time/)).toBeInTheDocument();
    expect(screen.getByText('Invite to book an interview: 5,000 applicants')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('progressbar', { name: 'Bulk action progress' })).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        kind: 'INVITE_TO_BOOK',
        params: {},
        target: { filter: { stage: 'interviewed', search: '' } },
      }),
    ]);
  });
});
