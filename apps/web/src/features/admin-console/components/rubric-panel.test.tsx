import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { cohortFixture } from '../../../test/cohorts';
import {
  callsTo,
  confirmAction,
  findConfirmation,
  findSuccessToast,
  jsonBody,
  renderAsAdmin,
  theCallTo,
} from '../test/render-console';
import { RubricPanel } from './rubric-panel';

const COHORT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const CRITERION = '33333333-3333-4333-8333-333333333333';
const communication = {
  id: CRITERION,
  stage: 'INTERVIEW',
  name: 'Communication',
  lowAnchor: 'Hard to follow',
  highAnchor: 'Explains clearly',
  weight: 2,
};
const rubricUrl = (id: string) => `/api/admin/cohorts/${id}/rubric`;

function stub(extra: Record<string, () => Response | Promise<Response>> = {}) {
  return stubApi({
    'GET /api/admin/cohorts': () =>
      jsonResponse(200, [cohortFixture(OTHER, 'Batch 1', false), cohortFixture(COHORT, 'Batch 2', true)]),
    [`GET ${rubricUrl(COHORT)}`]: () =>
      jsonResponse(200, { cohortId: COHORT, firstReview: [], interview: [communication] }),
    [`GET ${rubricUrl(OTHER)}`]: () => jsonResponse(200, { cohortId: OTHER, firstReview: [], interview: [] }),
    ...extra,
  });
}

describe('Review rubrics panel', () => {
  it('shows the current cohort’s criteria by stage, with the test score the system fills in', async () => {
    const fetchMock = stub();
    renderAsAdmin(<RubricPanel />);
    expect(await screen.findByText('Communication')).toBeInTheDocument();
    expect(screen.getByText('1: Hard to follow')).toBeInTheDocument();
    expect(screen.getByText('5: Explains clearly')).toBeInTheDocument();
    expect(screen.getByText('Weight 2')).toBeInTheDocument();
    expect(screen.getByText('Aptitude-test score')).toBeInTheDocument();
    expect(screen.getByLabelText('Cohort')).toHaveValue(COHORT);
    theCallTo(fetchMock, 'GET', rubricUrl(COHORT));
  });

  it('adds a criterion by POST, once on a double click, and says so', async () => {
    const answer = deferred<Response>();
    const fetchMock = stub({ [`POST ${rubricUrl(COHORT)}`]: () => answer.promise });
    const { user } = renderAsAdmin(<RubricPanel />);
    await screen.findByText('Communication');
    await user.click(screen.getByRole('radio', { name: 'First review' }));
    await user.type(screen.getByLabelText('Criterion'), 'Motivation');
    await user.type(screen.getByLabelText('What a 1 looks like'), 'No reason given');
    await user.type(screen.getByLabelText('What a 5 looks like'), 'A clear, personal reason');
    await user.clear(screen.getByLabelText('Weight (1–10)'));
    await user.type(screen.getByLabelText('Weight (1–10)'), '3');
    const button = screen.getByRole('button', { name: 'Add criterion' });
    await user.dblClick(button);
    answer.resolve(
      jsonResponse(201, { ...communication, id: OTHER, stage: 'FIRST_REVIEW', name: 'Motivation' }),
    );
    expect(await findSuccessToast()).toHaveTextContent('Criterion added');
    expect(jsonBody(theCallTo(fetchMock, 'POST', rubricUrl(COHORT)))).toEqual({
      stage: 'FIRST_REVIEW',
      name: 'Motivation',
      lowAnchor: 'No reason given',
      highAnchor: 'A clear, personal reason',
      weight: 3,
    });
  });

  it('checks the form before sending and shows the server’s refusal', async () => {
    const fetchMock = stub({
      [`POST ${rubricUrl(COHORT)}`]: () =>
        errorResponse(409, 'This stage already has a criterion with that name.', 'CONFLICT'),
    });
    const { user } = renderAsAdmin(<RubricPanel />);
    await screen.findByText('Communication');
    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    expect(screen.getByText('Name the criterion')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', rubricUrl(COHORT))).toHaveLength(0);
    await user.type(screen.getByLabelText('Criterion'), 'communication');
    await user.type(screen.getByLabelText('What a 1 looks like'), 'a');
    await user.type(screen.getByLabelText('What a 5 looks like'), 'b');
    // No stage is chosen for the admin: the form asks for one.
    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    expect(screen.getByText('Choose first review or interview')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', rubricUrl(COHORT))).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Interview' }));
    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    expect(await screen.findByText('This stage already has a criterion with that name.')).toBeInTheDocument();
  });

  it('changes a criterion by PATCH and deletes one after asking', async () => {
    const fetchMock = stub({
      [`PATCH /api/admin/rubric/${CRITERION}`]: () => jsonResponse(200, { ...communication, weight: 4 }),
      [`DELETE /api/admin/rubric/${CRITERION}`]: () => jsonResponse(200, { message: 'Criterion deleted' }),
    });
    const { user } = renderAsAdmin(<RubricPanel />);
    await user.click(await screen.findByRole('button', { name: 'Change Communication' }));
    expect(screen.getByText('Changing Communication')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Weight (1–10)'));
    await user.type(screen.getByLabelText('Weight (1–10)'), '4');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findSuccessToast()).toHaveTextContent('Criterion changed');
    expect(jsonBody(theCallTo(fetchMock, 'PATCH', `/api/admin/rubric/${CRITERION}`))).toEqual({
      name: 'Communication',
      lowAnchor: 'Hard to follow',
      highAnchor: 'Explains clearly',
      weight: 4,
    });
    await user.click(screen.getByRole('button', { name: 'Delete Communication' }));
    const sentence = 'Communication will no longer be scored. Criteria already scored cannot be deleted.';
    expect(within(await findConfirmation(sentence)).getByRole('heading')).toHaveTextContent(
      'Delete this criterion?',
    );
    await confirmAction(user, 'Delete', sentence);
    theCallTo(fetchMock, 'DELETE', `/api/admin/rubric/${CRITERION}`);
  });

  it('reads another cohort’s rubric when one is chosen', async () => {
    const fetchMock = stub();
    const { user } = renderAsAdmin(<RubricPanel />);
    await screen.findByText('Communication');
    await user.selectOptions(screen.getByLabelText('Cohort'), OTHER);
    expect(await screen.findAllByText('No criteria yet.')).toHaveLength(2);
    theCallTo(fetchMock, 'GET', rubricUrl(OTHER));
  });
});
