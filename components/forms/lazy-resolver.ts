import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A react-hook-form resolver that validates with the form's shared zod schema, loading the schema and
 * zod itself on first validation. The forms sit on every page (the newsletter in the footer); this keeps
 * the validation library out of each route's first JavaScript while the browser and the server still
 * check the very same schema. The quote wizard uses it too, and asks for its schema when it opens: the
 * wizard's own code comes while its first step is typed in, and is the smaller for it.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    );
    return (await ready)(values, context, options);
  };
}
