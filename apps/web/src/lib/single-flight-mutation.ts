import { type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * useMutation for a state-changing call that is sent once however often it is asked for while in
 * flight (a double click, a tap repeated on a slow phone): a second call joins the first and gets
 * its answer. `isPending` disables the button only after a render; this ref knows at once.
 */
export function useSingleFlightMutation<TData, TError = Error, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const { mutateAsync: send } = mutation;
  const inFlight = useRef<Promise<TData> | null>(null);

  type Rest = Parameters<typeof send>;
  const mutateAsync = useCallback(
    (...args: Rest) => {
      if (inFlight.current) return inFlight.current;
      const sent = send(...args).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = sent;
      return sent;
    },
    [send],
  );
  const mutate = useCallback(
    (...args: Rest) => {
      // Errors are read from the mutation's state, as useMutation's own mutate does.
      mutateAsync(...args).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
