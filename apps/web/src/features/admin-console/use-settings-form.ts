import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { useAdminToasts } from './toasts';

/**
 * A console settings form of text fields: checked by the server's own schema before it is sent
 * (each problem under its field), then saved with a toast.
 */
export function useSettingsForm<Input extends Record<string, string>>(
  schema: z.ZodType<unknown, Input>,
  initial: Input,
  save: (input: Input) => Promise<{ message: string }>,
) {
  const toasts = useAdminToasts();
  const [form, setForm] = useState<Input>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Input, string>>>({});

  const field = (key: keyof Input) => ({
    value: form[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [key]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse(form);
    if (!checked.success) {
      // The first problem of each field, as the rules order them.
      const firstIssues = [...checked.error.issues].reverse();
      setErrors(Object.fromEntries(firstIssues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    try {
      toasts.success((await save(form)).message);
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  return { form, field, submit };
}
