import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/tax-school/sessions: the fee and each session, open or closed (the server's date decides). */
export type TaxSchoolSessions = ApiResponse<'/api/tax-school/sessions', 'get'>;

export async function getSessions(): Promise<TaxSchoolSessions> {
  return dataOrThrow(await apiClient.GET('/api/tax-school/sessions'));
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: ['tax-school', 'sessions'], queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions(), queryClient);
}
