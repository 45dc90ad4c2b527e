import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod";

/**
 * A react-hook-form resolver for a shared zod schema that is loaded with the form's first
 * validation (its first submit) rather than with the page: zod and the resolver are ~100 KB
 * before compression, which a page such as the login page would otherwise download and run
 * before its first paint (docs/decisions/web-first-paint.md). The schema stays the one the
 * Lambda parses with.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (failure: unknown) => {
        // A chunk that failed to load (offline, a deploy replaced it) is asked for again at the
        // next submit rather than leaving the form unable to validate until a reload.
        resolver = undefined;
        throw failure;
      },
    );
    return (await resolver)(values, context, options);
  };
}
