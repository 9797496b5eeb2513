import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderSignedIn } from '../test/render-questionnaire';
import { FormSplash } from './form-splash';

describe('form splash', () => {
  it("offers 'Take Test' and 'Back to Dashboard'", async () => {
    stubApi();
    const onTakeTest = vi.fn();
    const onBackToDashboard = vi.fn();
    const { user } = renderSignedIn(
      <FormSplash onTakeTest={onTakeTest} onBackToDashboard={onBackToDashboard} />,
    );

    await user.click(await screen.findByRole('button', { name: 'Take Test' }));
    expect(onTakeTest).toHaveBeenCalledTimes(1);
    expect(onBackToDashboard).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(onBackToDashboard).toHaveBeenCalledTimes(1);
  });
});
