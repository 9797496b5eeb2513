import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useLightForm } from './light-form';

type Values = { name: string; agreed: boolean };

/** Valid when a name is given and the box ticked; the name comes back trimmed, as a schema's output. */
const resolver: Resolver<Values, unknown, Values> = async (values) => {
  if (values.name.trim() && values.agreed)
    return { values: { ...values, name: values.name.trim() }, errors: {} };
  const errors = { root: { type: 'validation', message: 'Fill in your name' } } as FieldErrors<Values>;
  return { values: {}, errors };
};

function Form({ onValid, defaults }: { onValid: (values: Values) => void; defaults?: Partial<Values> }) {
  const { register, handleSubmit, formError, isSubmitting, clearFormError } = useLightForm({
    defaultValues: { name: '', agreed: false, ...defaults },
    resolver,
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <label>
        Name
        <input {...register('name', { setValueAs: (value) => value.toUpperCase() })} />
      </label>
      <label>
        Agreed
        <input type="checkbox" {...register('agreed')} />
      </label>
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" disabled={isSubmitting}>
        Send
      </button>
      <button type="button" onClick={clearFormError}>
        Clear
      </button>
    </form>
  );
}

describe('useLightForm', () => {
  it("shows the resolver's message, and passes what the resolver made of the values once they are valid", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fill in your name');
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), ' ada ');
    await user.click(screen.getByLabelText('Agreed'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'ADA', agreed: true }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps its message until the next submit or clearFormError', async () => {
    const user = userEvent.setup();
    render(<Form onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is disabled while the valid values are being sent', async () => {
    let finish = () => {};
    const sent = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const user = userEvent.setup();
    render(<Form onValid={() => sent} defaults={{ name: 'Ada', agreed: true }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows its defaults in the fields', () => {
    render(<Form onValid={vi.fn()} defaults={{ name: 'Ada', agreed: true }} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Agreed')).toBeChecked();
  });
});
