import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, headersOf, makeToken, noResponse } from '../../../test/api-stub';
import {
  listRequests,
  makeRecord,
  makeRecords,
  pageResponse,
  RECORDS_PATH,
  renderRecords,
  stubRecordsApi,
} from '../test/render-records';

const token = () => makeToken({ roles: 'ELDER', firstName: 'Ngozi', email: 'ngozi@school.example.org' });

/** A list endpoint that answers `total` rows, paged as asked. */
function listOf(total: number, { capped = false } = {}) {
  return (url: URL) => {
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    const from = (page - 1) * size + 1;
    const count = Math.max(0, Math.min(size, total - from + 1));
    return pageResponse(makeRecords(count, from), total, capped);
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('applicant records screen', () => {
  it('shows the top bar and asks for page 1 of all applicants with the bearer token', async () => {
    const fetchMock = stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(3) });
    renderRecords();

    expect(screen.getByRole('heading', { level: 1, name: 'Applicant Records' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ngozi')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'First1 Last1' })).toBeInTheDocument();

    expect(listRequests(fetchMock)).toEqual([{ page: '1', size: '10', stage: 'all' }]);
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(headersOf(init).get('Authorization')).toBe(`Bearer ${token()}`);
    const table = screen.getByRole('table', { name: 'Applicants: All Applicants' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('applicant2@example.org')).toBeInTheDocument();
    expect(within(table).getAllByText('Applied')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('1–3 of 3');
  });

  it('links each row to /profile/{email}', async () => {
    stubRecordsApi({
      'GET /api/elder/getAllApplicants': () =>
        pageResponse([
          makeRecord(7, {
            applicantDocument: {
              email: 'ada@example.org',
              applicationStatus: 'INTERVIEWED',
              ageRange: '16-20',
              optedOut: null,
            },
          }),
        ]),
    });
    const { user, router } = renderRecords();
    const link = await screen.findByRole('link', { name: 'First7 Last7' });
    // pagePath escapes the @; the profile route reads the e-mail back unescaped.
    expect(link).toHaveAttribute('href', '/profile/ada%40example.org');
    expect(within(screen.getByRole('table')).getByText('Interviewed')).toBeInTheDocument();

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Profile of ada@example.org' })).toBeInTheDocument();
    expect(decodeURIComponent(router.state.location.pathname)).toBe('/profile/ada@example.org');
  });

  it('reads stage, search, page and size from a shared link and sends them', async () => {
    const fetchMock = stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(45) });
    renderRecords({ path: `${RECORDS_PATH}?stage=interviewed&search=obi&page=2&size=20` });

    expect(await screen.findByRole('link', { name: 'First21 Last21' })).toBeInTheDocument();
    expect(listRequests(fetchMock)).toEqual([{ page: '2', size: '20', stage: 'interviewed', search: 'obi' }]);
    expect(screen.getByRole('searchbox', { name: 'Search applicants' })).toHaveValue('obi');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
    expect(screen.getByRole('link', { name: 'Interviewed' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches on the server once typing pauses, from page 1', async () => {
    const fetchMock = stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(40) });
    const { user, params } = renderRecords({ path: `${RECORDS_PATH}?page=3` });
    await screen.findByRole('link', { name: 'First21 Last21' });

    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), '0803');
    // Nothing is asked for while the fragment is still being typed.
    expect(listRequests(fetchMock)).toHaveLength(1);

    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({ page: '1', size: '10', stage: 'all', search: '0803' }),
    );
    expect(listRequests(fetchMock).map((query) => query.search)).toEqual([undefined, '0803']);
    expect(params()).toEqual({ search: '0803' });
  });

  it('filters by the menu stage and starts again at page 1, keeping the search and size', async () => {
    const fetchMock = stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(100) });
    const { user, params } = renderRecords({ path: `${RECORDS_PATH}?search=ada&page=3&size=20` });
    await screen.findByRole('link', { name: 'First41 Last41' });

    const menu = screen.getByRole('navigation', { name: 'Applicant stages' });
    await user.click(within(menu).getByRole('link', { name: 'Interviews Scheduled' }));

    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({
        page: '1',
        size: '20',
        stage: 'scheduled',
        search: 'ada',
      }),
    );
    expect(params()).toEqual({ stage: 'scheduled', search: 'ada', size: '20' });
    expect(within(menu).getByRole('link', { name: 'Interviews Scheduled' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'All Applicants' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('link', { name: 'All Applicants' })).toHaveAttribute(
      'href',
      `${RECORDS_PATH}?search=ada&size=20`,
    );
  });

  it('lists every stage of the spec in the menu', async () => {
    stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(0) });
    renderRecords();
    const menu = screen.getByRole('navigation', { name: 'Applicant stages' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'AAAll Applicants',
      'ISInterviews Scheduled',
      'IInterviewing',
      'IInterviewed',
      'OAOffered Admission',
      'DADeclined Admission',
      'EEnrolled',
      'WWithdrawn',
      'UUnsubscribed',
    ]);
    expect(await screen.findByText('No applicants yet.')).toBeInTheDocument();
  });

  it('shows a withdrawn applicant as Withdrawn and an unsubscribed one beside their status (issue 18.16)', async () => {
    stubRecordsApi({
      'GET /api/elder/getAllApplicants': () =>
        pageResponse([
          makeRecord(1, {
            applicantDocument: {
              email: 'left@example.org',
              applicationStatus: 'APPLIED',
              ageRange: '21-30',
              optedOut: 'WITHDRAWN',
            },
          }),
          makeRecord(2, {
            applicantDocument: {
              email: 'quiet@example.org',
              applicationStatus: 'INTERVIEWED',
              ageRange: '21-30',
              optedOut: 'UNSUBSCRIBED',
            },
          }),
        ]),
    });
    renderRecords();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Withdrawn');
    expect(rows[1]).not.toHaveTextContent('Applied');
    expect(rows[2]).toHaveTextContent('Interviewed · Unsubscribed');
  });

  it('collapses the menu from 240 px to 70 px and remembers it', async () => {
    stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(0) });
    const { user, unmount } = renderRecords();
    const menu = screen.getByRole('navigation', { name: 'Applicant stages' });
    expect(menu.style.getPropertyValue('--menu-width')).toBe('240px');

    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(menu.style.getPropertyValue('--menu-width')).toBe('70px');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).getByRole('link', { name: 'Offered Admission' })).toHaveAttribute(
      'title',
      'Offered Admission',
    );

    unmount();
    renderRecords();
    expect(
      screen.getByRole('navigation', { name: 'Applicant stages' }).style.getPropertyValue('--menu-width'),
    ).toBe('70px');
  });

  it('counts the pages from x-total-count: three windowed buttons and the last page', async () => {
    const fetchMock = stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(95) });
    const { user, params } = renderRecords();
    await screen.findByRole('link', { name: 'First1 Last1' });

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Last page, 10', 'Next page']);
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Last page, 10' }));
    expect(await screen.findByRole('link', { name: 'First91 Last91' })).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)).toMatchObject({ page: '10', size: '10' });
    expect(params()).toEqual({ page: '10' });
    expect(screen.getByRole('status')).toHaveTextContent('91–95 of 95');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Page 8' }));
    await waitFor(() => expect(listRequests(fetchMock).at(-1)).toMatchObject({ page: '8' }));
  });

  it('has no last-page button below 4 pages', async () => {
    stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(30) });
    renderRecords();
    await screen.findByRole('link', { name: 'First1 Last1' });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).queryByRole('button', { name: /Last page/ })).not.toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('changes the page size from the Showing selector and goes back to page 1', async () => {
    const fetchMock = stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(95) });
    const { user, params } = renderRecords({ path: `${RECORDS_PATH}?page=4` });
    await screen.findByRole('link', { name: 'First31 Last31' });
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Showing 10', 'Showing 20', 'Showing 50', 'Showing 100']);

    await user.selectOptions(select, '50');
    await waitFor(() =>
      expect(listRequests(fetchMock).at(-1)).toEqual({ page: '1', size: '50', stage: 'all' }),
    );
    expect(params()).toEqual({ size: '50' });
  });

  it('says when a search matched more than the server counts', async () => {
    stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(1000, { capped: true }) });
    renderRecords({ path: `${RECORDS_PATH}?search=a` });
    expect(await screen.findByText(/More than 1,000 applicants match/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1–10 of 1,000+');
  });

  it('shows an empty filter, and a way back from a page past the end', async () => {
    stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(0) });
    renderRecords({ path: `${RECORDS_PATH}?stage=enrolled` });
    expect(await screen.findByText('No applicants match this filter.')).toBeInTheDocument();
  });

  it('offers page 1 when a link points past the last page', async () => {
    const fetchMock = stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(12) });
    const { user } = renderRecords({ path: `${RECORDS_PATH}?page=9` });
    await user.click(await screen.findByRole('button', { name: 'Go to page 1' }));
    expect(await screen.findByRole('link', { name: 'First1 Last1' })).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)).toMatchObject({ page: '1' });
  });

  it('shows the server error and tries again', async () => {
    let fail = true;
    stubRecordsApi({
      'GET /api/elder/getAllApplicants': () =>
        fail ? errorResponse(500, 'Database unavailable', 'INTERNAL') : pageResponse([makeRecord(1)]),
    });
    const { user } = renderRecords();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'First1 Last1' })).toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    stubRecordsApi({ 'GET /api/elder/getAllApplicants': noResponse });
    renderRecords();
    expect(await screen.findByRole('alert')).toHaveTextContent('Connect to the internet and try again');
  });

  it('ends the session on a 401', async () => {
    stubRecordsApi({
      'GET /api/elder/getAllApplicants': () => errorResponse(401, 'Unauthorised', 'UNAUTHENTICATED'),
    });
    renderRecords();
    await screen.findByRole('alert');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('exports the current filter as applicants.xlsx with the bearer token', async () => {
    const workbook = new Blob(['xlsx bytes'], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const fetchMock = stubRecordsApi({
      'GET /api/elder/getAllApplicants': listOf(3),
      'GET /api/elder/exportApplicants': async () =>
        new Response(await workbook.arrayBuffer(), { status: 200 }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:applicants');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });

    const { user } = renderRecords({ path: `${RECORDS_PATH}?stage=offered&search=obi` });
    await screen.findByRole('link', { name: 'First1 Last1' });
    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() =>
      expect(downloads).toEqual([{ href: 'blob:applicants', download: 'applicants.xlsx' }]),
    );
    const call = fetchMock.mock.calls.find(([input]) =>
      String(input).startsWith('/api/elder/exportApplicants'),
    );
    expect(String(call?.[0])).toBe('/api/elder/exportApplicants?stage=offered&search=obi');
    expect(headersOf(call?.[1] ?? {}).get('Authorization')).toBe(`Bearer ${token()}`);
    const saved = createObjectURL.mock.calls[0]?.[0];
    expect(await (saved as Blob).text()).toBe('xlsx bytes');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:applicants'));
  });

  it('shows why an export failed', async () => {
    stubRecordsApi({
      'GET /api/elder/getAllApplicants': listOf(3),
      'GET /api/elder/exportApplicants': () => errorResponse(403, 'You may not do this', 'FORBIDDEN'),
    });
    const { user } = renderRecords();
    await screen.findByRole('link', { name: 'First1 Last1' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed: You may not do this');
  });

  it.each(['ELDER', 'ADMIN'] as const)('offers Register an Applicant to an %s', async (role) => {
    stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(0) });
    renderRecords({ role });
    expect(screen.getByRole('button', { name: 'Register an Applicant' })).toBeInTheDocument();
  });

  it('hides Register an Applicant from a sponsor, who can still read and export', async () => {
    stubRecordsApi({ 'GET /api/elder/getAllApplicants': listOf(2) });
    renderRecords({ role: 'SPONSOR' });
    expect(await screen.findByRole('link', { name: 'First1 Last1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register an Applicant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
