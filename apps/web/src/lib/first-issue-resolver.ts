import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that reports only the schema's first issue, as one form-level
 * message in `errors.root`: the spec shows a single error line, checked in a fixed order.
 */
export function firstIssueResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values): Promise<ResolverResult<z.input<Schema>, z.output<Schema>>> => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    return {
      values: {},
      // FieldErrors types `root` as also holding named sub-errors, which a plain message satisfies at runtime.
      errors: { root: { type: 'validation', message: result.error.issues[0]?.message } } as FieldErrors<
        z.input<Schema>
      >,
    };
  };
}

/**
 * `firstIssueResolver` for a schema fetched on first validation, so a screen's first paint does not
 * download zod. `prefetch` starts that download early (e.g. when the browser is idle).
 */
export function lazyFirstIssueResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  load: () => Promise<Schema>,
): { resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>>; prefetch: () => void } {
  let pending: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  const loadResolver = () => {
    pending ??= load().then(firstIssueResolver);
    return pending;
  };
  return {
    resolver: async (...args) => (await loadResolver())(...args),
    prefetch: () => void loadResolver(),
  };
}
