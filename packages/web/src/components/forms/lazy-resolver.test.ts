import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };

describe('lazyResolver', () => {
  it('loads the resolver at the first validation, once, and answers with it', async () => {
    const real: Resolver<Values> = (values): ResolverResult<Values> =>
      values.name
        ? { values, errors: {} }
        : {
            values: {},
            errors: { name: { type: 'required', message: 'Este campo es obligatorio*' } },
          };
    const load = vi.fn(() => Promise.resolve(real));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const options = { fields: {}, shouldUseNativeValidation: false };
    const [empty, filled] = await Promise.all([
      resolver({ name: '' }, undefined, options),
      resolver({ name: 'Ana' }, undefined, options),
    ]);
    expect(empty.errors.name?.message).toBe('Este campo es obligatorio*');
    expect(filled).toEqual({ values: { name: 'Ana' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
