import { formatDate, formatDateTime, m } from '@huron/shared/i18n';
import type { UpcomingClosure } from '@huron/shared/contracts/common';
import { useSiteData } from '@huron/web/ui';

const NONE: Record<string, UpcomingClosure[]> = {};

/** The office's holidays and closures of the next 60 days, as staff set them in /admin (nothing when there are none). */
export function UpcomingClosures({ office }: { office: string }) {
  const closures = useSiteData('officeClosures', NONE)[office] ?? [];
  if (closures.length === 0) return null;
  return (
    <section className="card" aria-labelledby="office-closures-title">
      <h2 id="office-closures-title">{m.office_closures_title()}</h2>
      <ul className="plain office-closures">
        {closures.map((c) =>
          c.kind === 'holiday' ? (
            <li key={`h-${c.date}`}>{m.office_closures_holiday({ date: formatDate(c.date), name: c.name })}</li>
          ) : (
            <li key={`c-${c.startsAt}-${c.endsAt}`}>
              {m.office_closures_period({ from: formatDateTime(c.startsAt), to: formatDateTime(c.endsAt), reason: c.reason })}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
