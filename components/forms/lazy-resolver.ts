import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from '@/lib/zod-mini';
import { lazyValue, usePreloadWhenIdle } from '@/lib/ui/lazy-component';

export type LazyResolver<Input extends FieldValues, Output> = {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the schema, once; the form calls it when the page is idle (useSchemaWhenIdle). */
  preload: () => void;
};

/**
 * A form's zod resolver (zodResolver) whose code (zod, the zod adapter and the form's schema module) loads
 * apart from the page: `loadSchema` is a dynamic import of the schema the route handler checks with.
 * A check made before it is there waits for it. Should it fail to load (a network drop, a new release),
 * the form checks nothing in the browser and the server's 422 answer shows the same messages; the next
 * check tries the load again.
 * Not a static zodResolver: zod and the schema added 18.6 KB gzip to the contact page's first load.
 */
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

/** Loads the form's schema once the page is idle, so the visitor's first check never waits for it. */
export function useSchemaWhenIdle({ preload }: Pick<LazyResolver<FieldValues, unknown>, 'preload'>) {
  usePreloadWhenIdle(preload);
}
