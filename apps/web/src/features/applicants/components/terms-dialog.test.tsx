import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi, testConfig } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

describe('terms and conditions', () => {
  it('names the school’s legal entity and contact address, and keeps the liability cap and negotiation period', async () => {
    stubApi({
      'GET /api/config': () =>
        jsonResponse(200, {
          ...testConfig,
          school: {
            ...testConfig.school,
            name: 'Yaba Academy',
            legalName: 'Yaba Academy Limited',
            contactEmail: 'privacy@yaba.ng',
          },
        }),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Terms and Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(dialog).toHaveTextContent(
      'between you and Yaba Academy Limited (“the school”, “we”), which runs Yaba Academy',
    );
    expect(screen.getByRole('link', { name: 'privacy@yaba.ng' })).toHaveAttribute(
      'href',
      'mailto:privacy@yaba.ng',
    );
    expect(dialog).toHaveTextContent('₦10,000');
    expect(dialog).toHaveTextContent('28 days');
    expect(dialog).not.toHaveTextContent('Intake');
  });
});
