import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, testUser } from '../../../test/api-stub';
import { bodiesOf, complete, renderSignedIn, stubQuestionnaireApi } from '../test/render-questionnaire';
import { QuestionnaireForm } from './questionnaire-form';

/** Issue 23.4: a re-applicant's questionnaire starts as a copy of the last one, to check and edit. */
describe('questionnaire copied from an earlier application', () => {
  it('says it is a copy of the earlier one, fills every answer and saves what they change', async () => {
    const fetchMock = stubQuestionnaireApi(
      complete,
      { 'PATCH /api/questionnaire': () => jsonResponse(200, testUser) },
      { copiedFrom: 'Cohort One' },
    );
    const { user } = renderSignedIn(<QuestionnaireForm onSubmitted={vi.fn()} />);
    expect(await screen.findByText('Copied from your earlier application')).toBeInTheDocument();
    expect(screen.getByText(/a copy of the questionnaire you sent for Cohort One/)).toBeInTheDocument();
    const nationality = screen
      .getAllByLabelText(/^Nationality\s*\*?$/)
      .find((element) => element.tagName === 'INPUT') as HTMLElement;
    expect(nationality).toHaveValue('Ghana');
    await user.clear(nationality);
    await user.type(nationality, 'Kenya');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PATCH', '/api/questionnaire')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'PATCH', '/api/questionnaire')[0]).toMatchObject({
      nationality: 'Kenya',
      dateOfBirth: '14-03-2000',
    });
  });

  it('shows no copy note on a first application', async () => {
    stubQuestionnaireApi(complete);
    renderSignedIn(<QuestionnaireForm onSubmitted={vi.fn()} />);
    await screen.findByText('1/4');
    expect(screen.queryByText('Copied from your earlier application')).not.toBeInTheDocument();
  });
});
