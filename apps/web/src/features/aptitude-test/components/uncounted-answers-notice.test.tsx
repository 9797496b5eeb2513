import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, makeToken, stubApi } from '../../../test/api-stub';
import { useRunningTestQuery } from '../api/get-running-test';
import { renderFeature, runningTest } from '../test/render-feature';
import { UncountedAnswersNotice } from './uncounted-answers-notice';

describe('the completion screen’s account of uncounted answers', () => {
  it('says how many answers could not be counted and why', async () => {
    saveSession(makeToken({ applicationStatus: 'TESTED' }));
    stubApi({
      'GET /api/applicant/test': () =>
        jsonResponse(
          200,
          runningTest({
            completed: true,
            uncounted: [
              { questionId: 'one', reason: 'after-time' },
              { questionId: 'two', reason: 'after-time' },
              { questionId: 'three', reason: 'after-close' },
            ],
          }),
        ),
    });
    renderFeature(<UncountedAnswersNotice />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('3 of your answers could not be counted:');
    expect(notice).toHaveTextContent(
      '2 chosen while your connection was cut, after the time counted as yours',
    );
    expect(notice).toHaveTextContent('1 sent after your test had closed');
  });

  it('says nothing more when every answer counted', async () => {
    saveSession(makeToken({ applicationStatus: 'TESTED' }));
    stubApi({ 'GET /api/applicant/test': () => jsonResponse(200, runningTest({ completed: true })) });
    const { container } = renderFeature(<UncountedAnswersNotice />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).not.toHaveTextContent('could not be counted');
  });

  it('counts from the closed attempt, not from the test screen’s copy read before the cut', async () => {
    saveSession(makeToken({ applicationStatus: 'TESTED' }));
    let reads = 0;
    stubApi({
      'GET /api/applicant/test': () => {
        reads += 1;
        const closed = {
          completed: true,
          uncounted: [{ questionId: 'one', reason: 'after-close' as const }],
        };
        return jsonResponse(200, runningTest(reads === 1 ? {} : closed));
      },
    });
    // The test screen read the attempt when it opened; the completion screen follows it.
    function TestThenCompletion() {
      const running = useRunningTestQuery();
      const [finished, setFinished] = useState(false);
      if (finished) return <UncountedAnswersNotice />;
      return running.data ? (
        <button type="button" onClick={() => setFinished(true)}>
          Finish
        </button>
      ) : null;
    }
    renderFeature(<TestThenCompletion />);
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 of your answers could not be counted:');
  });
});
