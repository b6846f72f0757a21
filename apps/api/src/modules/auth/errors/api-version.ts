export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION_2024_01_01 = '2024-01-01';

/** The newest API version not later than the requested date; undefined means the initial version. */
export function resolveApiVersion(header: string | string[] | undefined): typeof API_VERSION_2024_01_01 | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(date)) return undefined;
  return date >= Date.parse(`${API_VERSION_2024_01_01}T00:00:00Z`) ? API_VERSION_2024_01_01 : undefined;
}
