import type { UserData } from '@intake/contracts';
import type { PossibleDuplicate, PossibleDuplicates } from '@intake/contracts/duplicates';
import { paths } from '@intake/contracts/pages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { errorResponse, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { PossibleDuplicatesPanel, type ProfileRecord } from './possible-duplicates-panel';

const record: ProfileRecord = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'ngozi@example.org',
  name: 'Ngozi Eze',
  applicationId: 'INT-000010',
};
const LIST_KEY = `GET /api/elder/possibleDuplicates/${encodeURIComponent(record.email)}`;

const other: PossibleDuplicate = {
  pairId: '22222222-2222-4222-8222-222222222222',
  applicantId: '33333333-3333-4333-8333-333333333333',
  blind: false,
  firstName: 'Ngozi',
  lastName: 'Eze-Obi',
  email: 'ngozi.eze+apply@gmail.com',
  phone: '+234 08031234567',
  applicationId: 'INT-000042',
  applicationStatus: 'QUESTIONNAIRE',
  cohort: 'Cohort MARCH 2027',
  matchedOn: ['EMAIL', 'PHONE'],
  source: 'CSV_IMPORT',
  foundAt: '2026-11-27T09:30:00.000Z',
};
const answer = (duplicates: PossibleDuplicate[], mergedInto: string | null = null): PossibleDuplicates => ({
  mergedInto,
  duplicates,
});

function renderPanel(role: UserData['roles']) {
  saveSession(makeToken({ roles: role }));
  return renderRoutes(
    [{ path: paths.dashboard, element: <PossibleDuplicatesPanel record={record} /> }],
    paths.dashboard,
  );
}

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === 'POST');

describe('the possible duplicates panel', () => {
  it('names the other record, how to reach it, where it stands and why it matched', async () => {
    stubApi({ [LIST_KEY]: () => jsonResponse(200, answer([other])) });
    renderPanel('ADMIN');
    const section = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(section).toHaveTextContent('Ngozi Eze-Obi');
    expect(section).toHaveTextContent('ngozi.eze+apply@gmail.com');
    expect(section).toHaveTextContent('+234 08031234567');
    expect(section).toHaveTextContent('INT-000042');
    expect(section).toHaveTextContent('QUESTIONNAIRE · Cohort MARCH 2027');
    expect(section).toHaveTextContent(
      /Matched on same e-mail address and same phone number, found at CSV import on/,
    );
    expect(within(section).getByRole('button', { name: 'Not the same person' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Merge…' })).toBeEnabled();
  });

  it('shows nothing when there is no possible duplicate', async () => {
    const fetchMock = stubApi({ [LIST_KEY]: () => jsonResponse(200, answer([])) });
    renderPanel('ADMIN');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(LIST_KEY.slice(4), expect.anything()));
    expect(screen.queryByRole('region', { name: 'Possible duplicates' })).toBeNull();
  });

  it('asks before merging, naming both records, and sends the records the admin chose', async () => {
    const mergePath = '/api/admin/mergeRecords';
    const fetchMock = stubApi({
      [LIST_KEY]: () => jsonResponse(200, answer([other])),
      [`POST ${mergePath}`]: () =>
        jsonResponse(200, { message: 'INT-000010 was merged into INT-000042.', mergeId: 'm-1', moved: {} }),
    });
    const { user } = renderPanel('ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge two records' });
    expect(calls(fetchMock, mergePath)).toHaveLength(0);
    // Which record stays is chosen each time: nothing is chosen, and Merge waits for it.
    expect(within(dialog).getByRole('button', { name: 'Merge records' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /^Keep Ngozi Eze \(INT-000010\)/ }));
    expect(dialog).toHaveTextContent(
      'Ngozi Eze-Obi (INT-000042) will be merged into Ngozi Eze (INT-000010).',
    );

    await user.click(within(dialog).getByRole('radio', { name: /^Keep Ngozi Eze-Obi \(INT-000042\)/ }));
    expect(dialog).toHaveTextContent(
      'Ngozi Eze (INT-000010) will be merged into Ngozi Eze-Obi (INT-000042).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Merge records' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'INT-000010 was merged into INT-000042.',
    );
    const [sent] = calls(fetchMock, mergePath);
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      survivorId: other.applicantId,
      mergedId: record.id,
    });
  });

  it('shows the server’s refusal inside the dialog and keeps it open', async () => {
    stubApi({
      [LIST_KEY]: () => jsonResponse(200, answer([other])),
      'POST /api/admin/mergeRecords': () =>
        errorResponse(409, 'One of these applicants is taking the aptitude test now.', 'MERGE_MID_TEST'),
    });
    const { user } = renderPanel('ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge two records' });
    await user.click(within(dialog).getByRole('radio', { name: /^Keep Ngozi Eze-Obi \(INT-000042\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge records' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('taking the aptitude test now');
  });

  it('dismisses a pair as not the same person and reads the list again', async () => {
    let dismissed = false;
    const dismissPath = `/api/elder/possibleDuplicates/dismiss/${other.pairId}`;
    const fetchMock = stubApi({
      [LIST_KEY]: () => jsonResponse(200, answer(dismissed ? [] : [other])),
      [`POST ${dismissPath}`]: () => {
        dismissed = true;
        return jsonResponse(200, { message: 'Marked as not the same person.' });
      },
    });
    const { user } = renderPanel('ELDER');
    const section = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(within(section).queryByRole('button', { name: 'Merge…' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Not the same person' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Possible duplicates' })).toBeNull());
    expect(calls(fetchMock, dismissPath)).toHaveLength(1);
  });

  it('shows an elder in the blind first round no name, e-mail or phone', async () => {
    stubApi({
      [LIST_KEY]: () =>
        jsonResponse(
          200,
          answer([{ ...other, blind: true, firstName: '', lastName: '', email: '', phone: '' }]),
        ),
    });
    renderPanel('ELDER');
    const section = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(section).toHaveTextContent('Hidden during the blind first round.');
    expect(section).toHaveTextContent('INT-000042');
    expect(section).not.toHaveTextContent('Ngozi Eze-Obi');
  });

  it('offers sponsors no action, and says where a merged record went', async () => {
    stubApi({ [LIST_KEY]: () => jsonResponse(200, answer([other], 'INT-000099')) });
    renderPanel('SPONSOR');
    const section = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(section).toHaveTextContent('This record was merged into INT-000099.');
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
