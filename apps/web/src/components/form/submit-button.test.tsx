import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('is disabled in a page rendered ahead of its JavaScript, so no native submit can leak the form', () => {
    expect(renderToString(<SubmitButton pending={false}>Apply</SubmitButton>)).toMatch(
      /<button[^>]* disabled=""/,
    );
  });

  it('is enabled once rendered in the browser, and disabled while its form is sent', () => {
    const { rerender } = render(<SubmitButton pending={false}>Apply</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    rerender(<SubmitButton pending>Apply</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
