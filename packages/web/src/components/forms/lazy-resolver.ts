import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver loaded at the form's first validation instead of with the page: the schema
 * and what it needs (zod, a phone numbering plan) stay out of the page's first scripts. react-hook-form
 * awaits resolvers, so a submit made before it arrives is validated once it has.
 */
export function lazyResolver<TIn extends FieldValues, TOut extends FieldValues>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): Resolver<TIn, unknown, TOut> {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    return (await loading)(values, context, options);
  };
}
