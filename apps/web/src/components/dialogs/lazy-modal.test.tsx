import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyModal } from './lazy-modal';

/** `env` 'test' leaves out Mantine's portals and transitions; the default keeps what a browser gets. */
function Screen({ env = 'test' }: { env?: 'test' | 'default' }) {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider env={env}>
      <button type="button" onClick={() => setOpened(true)}>
        Register an Applicant
      </button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title="Register">
        <p>The form</p>
      </LazyModal>
    </MantineProvider>
  );
}

describe('LazyModal', () => {
  it('mounts nothing with its screen, and opens on the first click', async () => {
    const nodesBefore = document.body.childElementCount;
    render(<Screen env="default" />);
    // The screen's own root only: no portal, focus trap or hidden dialog waits in the page.
    expect(document.body.childElementCount).toBe(nodesBefore + 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Register an Applicant' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toHaveTextContent('The form');
  });

  it('gives the focus back to the button that opened it, on the first opening too', async () => {
    const events = userEvent.setup();
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Register an Applicant' });
    for (const _ of [1, 2]) {
      await events.click(opener);
      await screen.findByRole('dialog', { name: 'Register' });
      await events.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });
});
