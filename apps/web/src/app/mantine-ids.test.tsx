import { MantineProvider, TextInput } from '@mantine/core';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// The build's `mantineStableIds` (vite.config.ts, decision 0105): Mantine's inputs keep React's id.
describe("Mantine's ids", () => {
  it('stay those the server drew, with no second id once mounted', async () => {
    const page = (
      <MantineProvider env="test">
        <TextInput label="First name" />
      </MantineProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const drawnId = container.querySelector('input')?.id;
    expect(drawnId).toMatch(/^mantine-/);

    const root = await act(async () => hydrateRoot(container, page));
    const input = container.querySelector('input');
    expect(input?.id).toBe(drawnId);
    expect(container.querySelector('label')?.htmlFor).toBe(drawnId);
    act(() => root.unmount());
    container.remove();
  });
});
