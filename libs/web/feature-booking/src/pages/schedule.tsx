import { m } from '@huron/shared/i18n';
import type { BookingContact, BookingOffice, BookingService } from '@huron/shared/contracts/booking';
import { ApiError } from '@huron/web/data-access/api';
import { FormSuccess, useFormStartedAt } from '@huron/web/forms';
import { PageMeta, Section } from '@huron/web/ui';
import { crumbs, FormPage } from '@huron/web/ui/page-parts';
import { useCallback, useRef, useState } from 'react';
import { useBookAppointment } from '../api/book-appointment';
import { refreshAvailability } from '../api/get-availability';
import { BookingDetailsForm } from '../components/booking-details-form';
import { OFFICE_LABELS } from '../components/booking-labels';
import { OfficeChoice, ServiceChoice } from '../components/office-service-fields';
import { PhoneCards, WhatToExpect } from '../components/schedule-info';
import { SlotPicker } from '../components/slot-picker';
import { appointmentWhen } from '../slot-labels';

interface Booked {
  reference: string;
  startsAt: string;
  office: BookingOffice;
  email: string;
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function SchedulePage() {
  const [office, setOffice] = useState<BookingOffice>('dearborn');
  const [service, setService] = useState<BookingService>('individual-return');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const startedAt = useFormStartedAt();
  /** One key per booking attempt: a retry of the same request (a lost answer) is not booked twice. */
  const idempotencyKey = useRef(newKey());
  const bookAppointment = useBookAppointment();
  const chooseTime = useCallback((value: string | null) => setStartsAt(value), []);

  async function submit(contact: BookingContact) {
    if (!startsAt) throw new Error(m.booking_choose_time());
    try {
      const result = await bookAppointment.mutateAsync({
        request: { ...contact, office, service, startsAt, startedAt: startedAt() },
        idempotencyKey: idempotencyKey.current,
      });
      setBooked({ reference: result.reference, startsAt: result.startsAt, office, email: contact.email });
      void refreshAvailability();
    } catch (error) {
      idempotencyKey.current = newKey();
      // Only a lost race for the time refreshes the times; other refusals (a contact's limit) speak for themselves.
      if (error instanceof ApiError && error.status === 409 && (error.body as { code?: unknown } | null)?.code === 'slot_taken') {
        setStartsAt(null);
        await refreshAvailability();
        throw new Error(m.booking_slot_taken());
      }
      throw error;
    }
  }

  return (
    <>
      <PageMeta title={m.booking_meta_title()} description={m.booking_meta_description()} path="/schedule" />
      <FormPage title={m.booking_title()} lead={m.booking_lead()} breadcrumbs={crumbs({ label: m.booking_title(), path: '/schedule' })} width="wide">
        <div className="booking">
          {booked ? (
            <FormSuccess>
              <h2>{m.booking_confirmed_title()}</h2>
              <p>
                {m.booking_confirmed_text({
                  when: appointmentWhen(booked.startsAt),
                  place: OFFICE_LABELS[booked.office](),
                  reference: booked.reference,
                  email: booked.email,
                })}
              </p>
            </FormSuccess>
          ) : (
            <div className="booking-steps">
              <OfficeChoice
                value={office}
                onChange={(value) => {
                  setOffice(value);
                  setStartsAt(null);
                }}
              />
              <ServiceChoice value={service} onChange={setService} />
              <SlotPicker office={office} value={startsAt} onChange={chooseTime} idPrefix="booking" />
              <h2 className="form__title">{m.booking_step_details()}</h2>
              <BookingDetailsForm onSubmit={submit} />
            </div>
          )}
        </div>
      </FormPage>
      <Section tone="muted">
        <PhoneCards />
        <WhatToExpect />
      </Section>
    </>
  );
}
