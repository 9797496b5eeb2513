import { paths } from '@intake/contracts/pages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { deferred, errorResponse, jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { ReapplyCard } from './reapply-card';

const cohort = { id: '6f1d8c9e-7a7b-4f57-9f59-0d6c3f5b2a11', name: 'Cohort Two' };

function renderCard() {
  saveSession(makeToken({ applicationStatus: 'ADMISSION_REJECTED' }));
  const onApplied = vi.fn();
  const view = renderRoutes(
    [{ path: paths.dashboard, element: <ReapplyCard onApplied={onApplied} /> }],
    paths.dashboard,
  );
  return { ...view, onApplied };
}

const posts = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls.filter(([url, init]) => url === '/api/applicant/reapply' && init?.method === 'POST');

describe('apply again card', () => {
  it('is not shown while no later cohort is open to the applicant', async () => {
    const api = stubApi({ 'GET /api/applicant/reapply': () => jsonResponse(200, { cohort: null }) });
    renderCard();
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/applicant/reapply', expect.anything()));
    expect(screen.queryByRole('button', { name: /Apply to/ })).not.toBeInTheDocument();
  });

  it('applies once to the cohort it names, busy while sending, then goes away', async () => {
    const answer = deferred<Response>();
    const api = stubApi({
      'GET /api/applicant/reapply': () => jsonResponse(200, { cohort }),
      'POST /api/applicant/reapply': () => answer.promise,
    });
    const { user, onApplied } = renderCard();
    expect(await screen.findByRole('heading', { name: 'Apply to Cohort Two' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Apply to Cohort Two' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(posts(api)).toHaveLength(1);
    expect(JSON.parse(String(posts(api)[0]?.[1]?.body))).toEqual({ cohortId: cohort.id });
    answer.resolve(jsonResponse(200, { message: 'You have applied to Cohort Two.' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith('You have applied to Cohort Two.'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Apply to/ })).not.toBeInTheDocument());
  });

  it("shows the server's refusal and lets them try again", async () => {
    stubApi({
      'GET /api/applicant/reapply': () => jsonResponse(200, { cohort }),
      'POST /api/applicant/reapply': () =>
        errorResponse(
          409,
          'Applications are now open for a different cohort. Reload the page to see it.',
          'NO_COHORT_TO_REAPPLY',
        ),
    });
    const { user, onApplied } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Apply to Cohort Two' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('a different cohort');
    expect(screen.getByRole('button', { name: 'Apply to Cohort Two' })).toBeEnabled();
    expect(onApplied).not.toHaveBeenCalled();
  });
});
