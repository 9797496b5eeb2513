import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError, NoResponseError } from '../../lib/api-error';
import { AppProviders } from '../../lib/providers';
import { createTestQueryClient } from '../../test/query-client';
import { AdminToastProvider, useAdminToasts } from './toasts';

function Buttons() {
  const toasts = useAdminToasts();
  return (
    <>
      <button type="button" onClick={() => toasts.success('upload success')}>
        ok
      </button>
      <button
        type="button"
        onClick={() => toasts.failure(new ApiError('Bad file', 'CSV', 400), 'upload fail')}
      >
        api
      </button>
      <button type="button" onClick={() => toasts.failure(new NoResponseError())}>
        offline
      </button>
    </>
  );
}

describe('admin toasts', () => {
  it('shows successes as status and failures as alerts with their title, each closable', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createTestQueryClient()} env="test">
        <AdminToastProvider>
          <Buttons />
        </AdminToastProvider>
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('status')).toHaveTextContent('upload success');
    await user.click(screen.getByRole('button', { name: 'api' }));
    expect(screen.getByRole('alert')).toHaveTextContent('upload failBad file');
    await user.click(screen.getByRole('button', { name: 'offline' }));
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Connect to the internet and try again');
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
