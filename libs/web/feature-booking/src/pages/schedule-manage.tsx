import './schedule-manage.css';
import { site } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { ApiError } from '@huron/web/data-access/api';
import { FormError, FormSubmit, FormSuccess, ZodForm, messageOf, useActionForm } from '@huron/web/forms';
import { ButtonLink, PageMeta } from '@huron/web/ui';
import { ConfirmDialog } from '@huron/web/ui/dialog';
import { crumbs, FormPage } from '@huron/web/ui/page-parts';
import { useCallback, useEffect, useState } from 'react';
import { refreshAvailability } from '../api/get-availability';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useAppointment } from '../api/get-appointment';
import type { ManageLink } from '../api/manage-link';
import { useMoveAppointment } from '../api/move-appointment';
import { AvailabilityLoading } from '../components/availability-failure';
import { OFFICE_LABELS } from '../components/booking-labels';
import { SlotPicker } from '../components/slot-picker';
import { appointmentWhen } from '../slot-labels';

/** `#id=...&token=...`: the fragment never reaches a server or a Referer header. */
function linkFromFragment(hash: string): ManageLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = params.get('id');
  const token = params.get('token');
  return id && token ? { id, token } : null;
}

export function ScheduleManagePage() {
  const [link, setLink] = useState<ManageLink | null | undefined>(undefined);
  useEffect(() => setLink(linkFromFragment(window.location.hash)), []);
  const appointment = useAppointment(link ?? null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const moveForm = useActionForm();
  const moveAppointment = useMoveAppointment();
  const cancelAppointment = useCancelAppointment();
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [done, setDone] = useState<'moved' | 'cancelled' | null>(null);
  const [asking, setAsking] = useState(false);
  const trail = crumbs({ label: m.booking_title(), path: '/schedule' }, { label: m.booking_manage_title(), path: '/schedule/manage' });
  const chooseTime = useCallback((value: string | null) => setStartsAt(value), []);

  /** A time taken in the meantime: the times are fetched again and the person chooses another. */
  async function explainConflict(caught: unknown): Promise<never> {
    if (caught instanceof ApiError && caught.status === 409) {
      setStartsAt(null);
      await refreshAvailability();
      throw new Error(m.booking_slot_taken());
    }
    throw caught;
  }

  async function move() {
    if (!startsAt) throw new Error(m.booking_choose_time());
    await moveAppointment.mutateAsync({ link: link!, startsAt }).catch(explainConflict);
    setDone('moved');
    void refreshAvailability();
  }

  async function cancel() {
    setCancelling(true);
    setCancelError(null);
    try {
      await cancelAppointment.mutateAsync(link!).catch(explainConflict);
      setDone('cancelled');
      void refreshAvailability();
    } catch (caught) {
      setCancelError(messageOf(caught));
    } finally {
      setAsking(false);
      setCancelling(false);
    }
  }

  const a = appointment.data;
  const notFound = link === null || appointment.isError;
  return (
    <>
      <PageMeta title={m.booking_manage_meta_title()} description={m.booking_meta_description()} path="/schedule/manage" noindex />
      <FormPage title={m.booking_manage_title()} breadcrumbs={trail}>
        <div className="booking">
          {done === 'cancelled' ? (
            <FormSuccess>
              <p>{m.booking_manage_cancelled()}</p>
              <ButtonLink to="/schedule">{m.booking_book_again()}</ButtonLink>
            </FormSuccess>
          ) : notFound ? (
            <div className="alert alert--error" role="alert">
              <p>{m.booking_manage_not_found()}</p>
              <ButtonLink to="/schedule">{m.booking_book_again()}</ButtonLink>
            </div>
          ) : !a ? (
            <AvailabilityLoading label={m.booking_manage_loading()} />
          ) : (
            <>
              {done === 'moved' && (
                <FormSuccess>
                  <p>{m.booking_manage_moved()}</p>
                </FormSuccess>
              )}
              <p className="booking-summary">
                {m.booking_manage_summary({ when: appointmentWhen(a.startsAt), place: OFFICE_LABELS[a.office](), reference: a.reference })}
              </p>
              <ZodForm form={moveForm} label={m.booking_manage_move_title()} errorId="manage-error" onSubmit={move}>
                <h2 className="form__title">{m.booking_manage_move_title()}</h2>
                <SlotPicker office={a.office} value={startsAt} onChange={chooseTime} idPrefix="manage" />
                <FormSubmit label={m.booking_manage_move()} busyLabel={m.booking_submit_busy()} />
              </ZodForm>
              <section className="booking-cancel" aria-labelledby="manage-cancel-title">
                <h2 id="manage-cancel-title" className="form__title">
                  {m.booking_manage_cancel_title()}
                </h2>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={cancelling || moveForm.getState().isSubmitting}
                  onClick={() => setAsking(true)}
                >
                  {m.booking_manage_cancel()}
                </button>
              </section>
              <FormError id="manage-cancel-error" message={cancelError} />
              <ConfirmDialog
                open={asking}
                title={m.booking_cancel_confirm_title({ when: appointmentWhen(a.startsAt) })}
                confirmLabel={m.booking_cancel_confirm_yes()}
                busyLabel={m.booking_cancel_confirm_busy()}
                cancelLabel={m.booking_cancel_confirm_keep()}
                busy={cancelling}
                onConfirm={() => void cancel()}
                onClose={() => setAsking(false)}
              >
                <p>{m.booking_cancel_confirm_text({ place: OFFICE_LABELS[a.office](), phone: site.supportPhone })}</p>
              </ConfirmDialog>
            </>
          )}
        </div>
      </FormPage>
    </>
  );
}
