import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from '@/lib/zod-mini';
import { lazyValue, usePreloadWhenIdle } from '@/lib/ui/lazy-component';

export type LazyResolver<Input extends FieldValues, Output> = {
  resolver: Resolver<Input, unknown, Output>;
  preload: () => void;
};

// Zod and the schema stay out of the first load. Should they fail to load, the server's 422 answer shows
// the same messages, and the next check tries again.
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodMiniType<Output, Input>>,
): LazyResolver<Input, Output> {
  const { load } = lazyValue(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) =>
      zodResolver(schema),
    ),
  );
  return {
    resolver: async (values, context, options) => {
      let check: Resolver<Input, unknown, Output>;
      try {
        check = await load();
      } catch {
        return { values: values as unknown as Output, errors: {} };
      }
      return check(values, context, options);
    },
    preload: () => void load().catch(() => undefined),
  };
}

export function useSchemaWhenIdle({ preload }: Pick<LazyResolver<FieldValues, unknown>, 'preload'>) {
  usePreloadWhenIdle(preload);
}
