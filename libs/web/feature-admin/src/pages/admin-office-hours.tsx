import '../styles.css';
import { m } from '@huron/shared/i18n';
import { useState } from 'react';
import { useOfficeHours, type Office } from '../api/get-office-hours';
import { AdminLayout } from '../components/admin-layout';
import { ApiFailure, Loading } from '../components/api-failure';
import { OfficeHolidays } from '../components/office-holidays';
import { WeekHoursForm } from '../components/week-hours-form';
import { label, OFFICES } from '../kinds/labels';

function OfficeHoursOf({ office }: { office: Office }) {
  const hours = useOfficeHours(office);
  if (hours.isError) return <ApiFailure error={hours.error} retry={() => void hours.refetch()} />;
  if (!hours.data) return <Loading />;
  const reload = () => void hours.refetch();
  return (
    <>
      <WeekHoursForm key={`${office}@${hours.data.version}`} hours={hours.data} reload={reload} />
      <OfficeHolidays hours={hours.data} reload={reload} />
    </>
  );
}

export function AdminOfficeHoursPage() {
  const [office, setOffice] = useState<Office>('dearborn');
  return (
    <AdminLayout title={m.admin_hours_title()} path="/admin/hours">
      <div className="field">
        <label htmlFor="hours-office">{m.admin_field_office()}</label>
        <select id="hours-office" value={office} onChange={(event) => setOffice(event.target.value as Office)}>
          {OFFICES.map((value) => (
            <option key={value} value={value}>
              {label(value)}
            </option>
          ))}
        </select>
      </div>
      <OfficeHoursOf office={office} />
    </AdminLayout>
  );
}
