import { currentLocale } from '@huron/shared/i18n';
import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import type { BookingRequest } from '@huron/shared/contracts/booking';

/** POST /api/booking/appointments. Throws ApiError (status 409 when the time was just taken). */
export async function bookAppointment(request: BookingRequest, idempotencyKey: string) {
  return dataOrThrow(
    await apiClient.POST('/api/booking/appointments', { body: { ...request, locale: currentLocale() }, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}

export const useBookAppointment = () =>
  useMutation(
    { mutationFn: ({ request, idempotencyKey }: { request: BookingRequest; idempotencyKey: string }) => bookAppointment(request, idempotencyKey) },
    queryClient,
  );
