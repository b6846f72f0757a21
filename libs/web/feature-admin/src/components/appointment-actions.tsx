import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { FormField, useZodForm } from '@huron/web/forms';
import { useState } from 'react';
import { z } from 'zod';
import { useCancelAppointment } from '../api/cancel-appointment';
import type { AppointmentPage } from '../api/list-appointments';
import { usePatchAppointment } from '../api/patch-appointment';
import type { ActionsProps } from '../kinds/kind';
import { detroitLocalToIso, isoToDetroitLocal } from '../lib/detroit-time';
import { AssigneeForm } from './assignee-form';
import { useStaffChange } from './conflict';
import { StaffChangeForm } from './staff-change-form';

export type Appointment = AppointmentPage['items'][number];

const moveSchema = z.object({ startsAt: z.string().refine((value) => detroitLocalToIso(value) !== null, { message: m.admin_move_invalid() }) });

function MoveForm({ record, onSaved }: ActionsProps<Appointment>) {
  const form = useZodForm(moveSchema, { defaultValues: { startsAt: isoToDetroitLocal(record.startsAt) } });
  const patchAppointment = usePatchAppointment();
  return (
    <StaffChangeForm
      id="move"
      title={m.admin_move_title()}
      form={form}
      change={({ startsAt }) => patchAppointment.mutateAsync({ id: record.id, body: { startsAt: detroitLocalToIso(startsAt)!, version: record.version } })}
      saved={m.admin_moved()}
      submitLabel={m.admin_move_submit()}
      onSaved={onSaved}
    >
      <FormField name="startsAt" label={m.admin_move_new_time()} type="datetime-local" />
    </StaffChangeForm>
  );
}

function CancelAppointment({ record, onSaved }: ActionsProps<Appointment>) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelAppointment = useCancelAppointment();
  if (record.status === 'cancelled') return null;
  async function cancel() {
    try {
      await cancelAppointment.mutateAsync(record.id);
      toast.success(m.admin_cancelled());
      onSaved({ ...record, status: 'cancelled' });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : m.admin_load_failed());
    }
  }
  return (
    <section className="card account-section" aria-labelledby="cancel-title">
      <h2 id="cancel-title">{m.admin_cancel_title()}</h2>
      {confirming ? (
        <div className="cluster">
          <p>{m.admin_cancel_confirm()}</p>
          <button type="button" className="button button--primary" onClick={() => void cancel()}>
            {m.admin_cancel_yes()}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            {m.admin_cancel_no()}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          {m.admin_cancel_submit()}
        </button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** Completed or no-show, once the appointment has started (the API refuses it before, naming outcome). */
function OutcomeActions({ record, onSaved }: ActionsProps<Appointment>) {
  const patchAppointment = usePatchAppointment();
  const { run, notice } = useStaffChange(() => onSaved());
  const [error, setError] = useState<string | null>(null);
  if (record.status === 'cancelled') return null;
  const started = Date.parse(record.startsAt) <= Date.now();
  async function save(outcome: 'completed' | 'no_show') {
    setError(null);
    try {
      const saved = await run(() => patchAppointment.mutateAsync({ id: record.id, body: { outcome, version: record.version } }), m.admin_outcome_saved());
      if (saved) onSaved(saved);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : m.admin_load_failed());
    }
  }
  return (
    <section className="card account-section" aria-labelledby="outcome-title">
      <h2 id="outcome-title">{m.admin_outcome_title()}</h2>
      {notice}
      {started ? (
        <div className="cluster">
          <button type="button" className="button button--primary" disabled={patchAppointment.isPending} onClick={() => void save('completed')}>
            {m.admin_outcome_completed()}
          </button>
          <button type="button" className="button button--secondary" disabled={patchAppointment.isPending} onClick={() => void save('no_show')}>
            {m.admin_outcome_no_show()}
          </button>
        </div>
      ) : (
        <p>{m.admin_outcome_not_yet()}</p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

export function AppointmentActions(props: ActionsProps<Appointment>) {
  return (
    <>
      {props.record.status !== 'cancelled' && <AssigneeForm {...props} usePatch={usePatchAppointment} />}
      <OutcomeActions {...props} />
      {props.record.status === 'confirmed' && <MoveForm {...props} />}
      <CancelAppointment {...props} />
    </>
  );
}

export default AppointmentActions;
