import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../lib/providers';
import { findDateField } from '../../test/date-field';
import { createTestQueryClient } from '../../test/query-client';
import { DateField } from './date-field';

function Harness({ minDate }: { minDate?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DateField label="Date" value={value} onChange={setValue} minDate={minDate} />
      <output aria-label="value">{value}</output>
    </>
  );
}

const renderWithProviders = (ui: React.ReactNode) =>
  render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      {ui}
    </AppProviders>,
  );

describe('DateField', () => {
  it('takes and shows dd-MM-yyyy whatever the browser language, and gives yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = await findDateField('Date');
    expect(input).toHaveAttribute('placeholder', 'dd-mm-yyyy');
    await user.type(input, '04-03-2030');
    await waitFor(() => expect(screen.getByLabelText('value')).toHaveTextContent('2030-03-04'));
    await user.tab();
    expect(input).toHaveValue('04-03-2030');
  });

  it('disables the days before minDate in the calendar', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness minDate="2030-03-10" />);
    await user.type(await findDateField('Date'), '12-03-2030');
    await user.click(screen.getByLabelText('Date'));
    const before = await screen.findByRole('button', { name: '9 March 2030' });
    expect(before).toBeDisabled();
    expect(screen.getByRole('button', { name: '11 March 2030' })).toBeEnabled();
  });
});
