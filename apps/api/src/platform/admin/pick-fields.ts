/**
 * The named fields of a row, as they are: a staff view is mostly its row's columns under the same names, and the
 * fields that change (dates as ISO text, renamed columns) follow the spread. Typed, so a renamed column fails to compile.
 */
export function pickFields<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}
