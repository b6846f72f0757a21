import { untypedGet } from './untyped-get';

/**
 * GET /api/admin/<list>/export.csv with the list's current filters, as a file (the API streams it; the staff token
 * travels in the Authorization header, so a plain link cannot carry it).
 */
export function exportCsv(path: string, filters: Record<string, string>): Promise<Blob> {
  return untypedGet<Blob>(path, filters, 'blob');
}
