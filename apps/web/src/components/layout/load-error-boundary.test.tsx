import { messages } from '@intake/contracts/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoadErrorBoundary } from './load-error-boundary';

describe('load error boundary', () => {
  it('offers a reload when a screen fails to download, instead of a blank page', async () => {
    const LostScreen = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <MemoryRouter>
        <LoadErrorBoundary>
          <Suspense fallback={null}>
            <LostScreen />
          </Suspense>
        </LoadErrorBoundary>
      </MemoryRouter>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.checkNetwork);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the screen itself when it loads', async () => {
    const Screen = lazy(async () => ({ default: () => <h1>Loaded</h1> }));
    render(
      <LoadErrorBoundary>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </LoadErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
