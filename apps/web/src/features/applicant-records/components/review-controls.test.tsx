import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  listRequests,
  makeRecord,
  makeRecords,
  pageResponse,
  RECORDS_PATH,
  renderRecords,
  stubRecordsApi,
} from '../test/render-records';

afterEach(() => {
  vi.restoreAllMocks();
});

const anyPage = () => pageResponse(makeRecords(3), 3);

describe('review columns', () => {
  it('shows each score to one decimal, the number of reviews and a flag where reviewers disagree', async () => {
    stubRecordsApi({
      'GET /api/elder/getAllApplicants': () =>
        pageResponse([
          makeRecord(1, { review: { score: 4, count: 3, disagrees: true } }),
          makeRecord(2, { review: { score: 2.5, count: 1, disagrees: false } }),
          makeRecord(3),
        ]),
    });
    renderRecords();
    await screen.findByRole('link', { name: 'First1 Last1' });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Reviews' })).toBeInTheDocument();
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('4.0')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('img', { name: 'Reviewers disagree' })).toHaveTextContent(
      'Disagree',
    );
    expect(within(second as HTMLElement).getByText('2.5')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByRole('img', { name: 'Reviewers disagree' })).toBeNull();
    expect(within(third as HTMLElement).getByText('—')).toBeInTheDocument();
    expect(within(table).getAllByRole('img', { name: 'Reviewers disagree' })).toHaveLength(1);
  });

  it('shows a blind row by its application number, with no link and nothing that names them', async () => {
    stubRecordsApi({
      'GET /api/elder/getAllApplicants': () =>
        pageResponse([
          makeRecord(1),
          makeRecord(2, {
            firstName: '',
            lastName: '',
            phone: '',
            gender: '',
            applicantDocument: { email: '', applicationStatus: 'TESTED', ageRange: '', optedOut: null },
            applicationNumber: 10234,
            blind: true,
            review: { score: 3.5, count: 1, disagrees: false },
          }),
        ]),
    });
    renderRecords();
    await screen.findByRole('link', { name: 'First1 Last1' });
    const blindRow = screen.getByText('Blind review · Applicant 10234').closest('tr') as HTMLElement;
    expect(within(blindRow).queryAllByRole('link')).toEqual([]);
    expect(within(blindRow).getAllByText('Hidden')).toHaveLength(4);
    expect(within(blindRow).getByText('Tested')).toBeInTheDocument();
    expect(within(blindRow).getByText('3.5')).toBeInTheDocument();
    // Only the other row links to a profile.
    expect(within(screen.getByRole('table')).getAllByRole('link')).toHaveLength(2);
  });
});

describe('order and review filters', () => {
  it('sorts on the server from page 1 and keeps the order in the URL, which Back undoes', async () => {
    const fetchMock = stubRecordsApi({ 'GET /api/elder/getAllApplicants': anyPage });
    const { user, params, router } = renderRecords({ path: `${RECORDS_PATH}?page=3` });
    await screen.findByRole('link', { name: 'First1 Last1' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Score, high to low');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({
        page: '1',
        size: '10',
        stage: 'all',
        sort: 'score-high',
      }),
    );
    expect(params()).toEqual({ sort: 'score-high' });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(params()).toEqual({ page: '3' }));
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('newest');
    expect(listRequests(fetchMock).at(-1)).toEqual({ page: '3', size: '10', stage: 'all' });
  });

  it('reads order, review filter and minimum score from a shared link and sends them', async () => {
    const fetchMock = stubRecordsApi({ 'GET /api/elder/getAllApplicants': anyPage });
    renderRecords({ path: `${RECORDS_PATH}?stage=interviewed&sort=score-low&reviews=disagree&minScore=3.5` });
    await screen.findByRole('link', { name: 'First1 Last1' });
    expect(listRequests(fetchMock)).toEqual([
      {
        page: '1',
        size: '10',
        stage: 'interviewed',
        sort: 'score-low',
        reviews: 'disagree',
        minScore: '3.5',
      },
    ]);
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('score-low');
    expect(screen.getByRole('combobox', { name: 'Reviews' })).toHaveValue('disagree');
    expect(screen.getByRole('combobox', { name: 'Minimum score' })).toHaveValue('3.5');
    // The menu's stage links keep them.
    const menu = screen.getByRole('navigation', { name: 'Applicant stages' });
    expect(within(menu).getByRole('link', { name: 'Offered Admission' })).toHaveAttribute(
      'href',
      `${RECORDS_PATH}?stage=offered&sort=score-low&reviews=disagree&minScore=3.5`,
    );
  });

  it('clears the minimum score for “not yet reviewed”, and “not yet reviewed” for a minimum score', async () => {
    const fetchMock = stubRecordsApi({ 'GET /api/elder/getAllApplicants': anyPage });
    const { user, params } = renderRecords({ path: `${RECORDS_PATH}?minScore=4&page=2` });
    await screen.findByRole('link', { name: 'First1 Last1' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Reviews' }), 'Not yet reviewed');
    await waitFor(() => expect(params()).toEqual({ reviews: 'unreviewed' }));
    expect(screen.getByRole('combobox', { name: 'Minimum score' })).toHaveValue('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum score' }), '3.0 or more');
    await waitFor(() => expect(params()).toEqual({ minScore: '3' }));
    expect(screen.getByRole('combobox', { name: 'Reviews' })).toHaveValue('any');
    // No request ever carried both.
    expect(listRequests(fetchMock).some((query) => query.reviews === 'unreviewed' && query.minScore)).toBe(
      false,
    );
  });

  it('says no applicant matches a review filter that lists none', async () => {
    stubRecordsApi({ 'GET /api/elder/getAllApplicants': () => pageResponse([], 0) });
    renderRecords({ path: `${RECORDS_PATH}?reviews=reviewed` });
    expect(await screen.findByText('No applicants match this filter.')).toBeInTheDocument();
  });
});
