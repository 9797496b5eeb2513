import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** A DateField once its calendar's code has loaded (until then a disabled stand-in holds its label). */
export async function findDateField(
  label: string | RegExp,
  container: Pick<typeof screen, 'getByLabelText'> = screen,
): Promise<HTMLElement> {
  const field = await waitFor(() => {
    const input = container.getByLabelText(label);
    expect(input).toBeEnabled();
    return input;
  });
  return field;
}
