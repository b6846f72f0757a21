import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingOffice } from '@huron/shared/contracts/booking';

/** GET /api/booking/availability: free times per day (Detroit dates). */
export type Availability = ApiResponse<'/api/booking/availability', 'get'>;

export async function getAvailability(office: BookingOffice, from: string, to: string): Promise<Availability> {
  return dataOrThrow(await apiClient.GET('/api/booking/availability', { params: { query: { office, from, to } } }));
}

export const availabilityQueryOptions = (office: BookingOffice, from: string, to: string) =>
  queryOptions({ queryKey: ['booking', 'availability', office, from, to], queryFn: () => getAvailability(office, from, to), staleTime: 30_000 });

export function useAvailability(office: BookingOffice, from: string, to: string) {
  return useQuery(availabilityQueryOptions(office, from, to), queryClient);
}

/** After a booking or a lost race: every office's cached times are out of date. */
export function refreshAvailability(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] });
}
