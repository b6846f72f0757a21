import { safeParseAsync, type $ZodErrorMap, type $ZodType, type output } from 'zod/v4/core';

/**
 * Parses a form's values with its shared schema, with the form's own messages. The first message of each field is
 * kept, by its dotted path. Imported only when a form is first checked, so zod stays out of a page's first script.
 */
export async function checkWithSchema<Schema extends $ZodType>(
  schema: Schema,
  values: unknown,
  error: $ZodErrorMap,
): Promise<{ values: output<Schema> } | { errors: Record<string, string> }> {
  const result = await safeParseAsync(schema, values, { error });
  if (result.success) return { values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}
