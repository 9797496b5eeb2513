import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

type Field = HTMLInputElement | HTMLSelectElement;
type FieldOptions = { setValueAs?: (value: string) => unknown };
type Registration = {
  name: string;
  ref: (element: Field | null) => void;
  onChange: (event: ChangeEvent<Field>) => void;
};
type Watcher<Values> = (values: Values) => void;

/**
 * What a field holds: a checkbox whether it is ticked, any other its value (through `setValueAs`).
 */
function fieldValue(field: Field, { setValueAs }: FieldOptions) {
  if (field.type === 'checkbox') return (field as HTMLInputElement).checked;
  return setValueAs ? setValueAs(field.value) : field.value;
}

/** Whether the visitor changed a field of the page drawn before the script (prerender.tsx). */
function editedBeforeScript(field: Field) {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    // With no option marked, a browser shows the first one that can be picked.
    if (!options.some((option) => option.defaultSelected)) {
      return field.selectedIndex !== options.findIndex((option) => !option.disabled);
    }
    return options.some((option) => option.selected !== option.defaultSelected);
  }
  if (field.type === 'checkbox') return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

function showValue(field: Field, value: unknown) {
  if (field.type === 'checkbox') (field as HTMLInputElement).checked = Boolean(value);
  else field.value = value === undefined || value === null ? '' : String(value);
}

/**
 * The form state of the light forms on / and /login, which keep react-hook-form (13 KB gzipped)
 * off those pages: the same register / handleSubmit / watch as react-hook-form's for uncontrolled
 * fields, and one form-level message from the resolver. Every field is uncontrolled: on the page
 * drawn before the script, the markup is the same whatever the defaults hold; a field the visitor
 * edited before the form took over keeps what was typed, the others show their default.
 */
export function useLightForm<Input extends FieldValues, Output>({
  defaultValues,
  resolver,
}: {
  defaultValues: Input;
  resolver: Resolver<Input, unknown, Output>;
}) {
  const values = useRef<Input>({ ...defaultValues });
  const registrations = useRef(new Map<string, Registration>());
  const adopted = useRef(new WeakSet<Field>());
  const watchers = useRef(new Set<Watcher<Input>>());
  const ready = useRef(false);
  const [state, setState] = useState<{ isSubmitting: boolean; formError?: string }>({
    isSubmitting: false,
  });
  useEffect(() => {
    ready.current = true;
  }, []);

  const register = (name: keyof Input & string, options: FieldOptions = {}): Registration => {
    let registration = registrations.current.get(name);
    if (!registration) {
      const keep = (value: unknown) => {
        values.current = { ...values.current, [name]: value };
      };
      registration = {
        name,
        ref: (field) => {
          if (!field || adopted.current.has(field)) return;
          adopted.current.add(field);
          if (!ready.current && editedBeforeScript(field)) keep(fieldValue(field, options));
          else showValue(field, values.current[name]);
        },
        onChange: (event) => {
          keep(fieldValue(event.currentTarget, options));
          for (const watcher of watchers.current) watcher(values.current);
        },
      };
      registrations.current.set(name, registration);
    }
    return registration;
  };

  /** Calls `watcher` with all values after every change; returns how to stop. */
  const watch = (watcher: Watcher<Input>) => {
    watchers.current.add(watcher);
    return { unsubscribe: () => void watchers.current.delete(watcher) };
  };

  /**
   * Checks the values with the resolver: valid, clears the form's message and passes what the
   * resolver made of them to `onValid`; not, shows the resolver's first message.
   */
  const handleSubmit =
    (onValid: (values: Output) => Promise<void> | void, onInvalid?: () => void) =>
    async (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      setState((current) => ({ ...current, isSubmitting: true }));
      try {
        const result = await resolver(values.current, undefined, {
          fields: {},
          shouldUseNativeValidation: false,
        });
        if (Object.keys(result.errors).length > 0) {
          const message = result.errors.root?.message;
          onInvalid?.();
          setState({ isSubmitting: false, formError: typeof message === 'string' ? message : undefined });
          return;
        }
        setState({ isSubmitting: true });
        await onValid(result.values as Output);
      } finally {
        setState((current) => (current.isSubmitting ? { ...current, isSubmitting: false } : current));
      }
    };

  const clearFormError = () => setState((current) => ({ isSubmitting: current.isSubmitting }));

  return {
    register,
    watch,
    handleSubmit,
    clearFormError,
    isSubmitting: state.isSubmitting,
    formError: state.formError,
  };
}
