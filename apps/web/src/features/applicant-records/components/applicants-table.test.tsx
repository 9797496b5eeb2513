import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-app';
import { makeRecords } from '../test/render-records';
import { ApplicantsTable, type TableSelection } from './applicants-table';

describe('the applicants table with a selection', () => {
  it('draws a checkbox per row and one for the page, half-checked while part of it is selected', async () => {
    const records = makeRecords(3);
    const selection: TableSelection = {
      isSelected: (id) => id === 'r-2',
      onToggle: vi.fn(),
      onTogglePage: vi.fn(),
      pageLabel: 'Select this page',
      rowLabel: (record) => `Select ${record.firstName}`,
    };
    renderRoutes(
      [
        {
          path: '/',
          element: <ApplicantsTable records={records} caption="Applicants" selection={selection} />,
        },
      ],
      '/',
    );
    const page = screen.getByRole('checkbox', { name: 'Select this page' });
    expect(page).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select First2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select First1' })).not.toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select First1' }));
    expect(selection.onToggle).toHaveBeenCalledWith(records[0]);
    await user.click(page);
    expect(selection.onTogglePage).toHaveBeenCalledWith(records);
  });

  it('draws no checkboxes without a selection', () => {
    renderRoutes(
      [{ path: '/', element: <ApplicantsTable records={makeRecords(2)} caption="Applicants" /> }],
      '/',
    );
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
