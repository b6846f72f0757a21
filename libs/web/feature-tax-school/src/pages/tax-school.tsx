import { site, taxSchoolCourse as course, telHref } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import type { TaxSchoolSessionList } from '@huron/shared/contracts/payments';
import { ButtonLink, illustrations, PageHeader, PageMeta, Section, useHasSiteData, useSiteData } from '@huron/web/ui';
import { useEffect, useState } from 'react';
import { useMichiganToday } from '@huron/web/ui/tax-dates';
import { breadcrumbJsonLd, CallToAction, crumbs } from '@huron/web/ui/page-parts';
import { buildTimeSessions } from '../components/build-time-sessions';
import { courseJsonLd } from '../components/course-json-ld';
import { CourseSchedule } from '../components/course-schedule';
import { RegistrationSection } from '../components/registration-section';
import { formatMoney } from '@huron/shared/i18n';

const path = '/tax-school';
const trail = crumbs({ label: m.tax_school_tax_school(), path });
const fee = formatMoney(course.feeCents);

export function TaxSchoolPage() {
  const today = useMichiganToday();
  // The sessions as the database has them, in the served HTML (the API renders the page again when they change).
  const rendered = useSiteData('courseSessions', buildTimeSessions(today));
  const sessions = useCurrentSessions(useHasSiteData('courseSessions')) ?? rendered;
  const registrationOpen = sessions.sessions.some((session) => session.open);
  return (
    <>
      <PageMeta
        title={m.tax_school_meta_title({ course: course.name })}
        description={m.tax_school_meta_description({ fee })}
        path={path}
        image="tax-school"
        jsonLd={[courseJsonLd(course, sessions, path), breadcrumbJsonLd(trail)]}
      />
      <PageHeader
        title={m.tax_school_tax_school()}
        eyebrow={course.name}
        breadcrumbs={trail}
        illustration={illustrations.taxSchool}
        lead={m.tax_school_lead({ year: site.established, fee })}
      >
        {registrationOpen ? (
          <div className="cluster page-header__actions">
            <ButtonLink to="#register">{m.taxschool_hero_register()}</ButtonLink>
          </div>
        ) : (
          <>
            <p className="page-header__note">{m.taxschool_hero_closed({ phone: site.supportPhone })}</p>
            <div className="cluster page-header__actions">
              <ButtonLink to="#register">{m.taxschool_hero_waitlist()}</ButtonLink>
            </div>
          </>
        )}
      </PageHeader>
      <Section labelledBy="course-title">
        <div className="grid grid--2">
          <div>
            <h2 id="course-title">{m.tax_school_about_the_course()}</h2>
            <p>{course.description}</p>
          </div>
          <div className="card">
            <h3>{m.tax_school_at_a_glance()}</h3>
            <ul className="checks">
              {course.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section tone="muted" labelledBy="curriculum-title">
        <h2 id="curriculum-title">{m.tax_school_what_you_will_learn()}</h2>
        <ol className="curriculum">
          {course.curriculum.map((topic) => {
            const [name, ...rest] = topic.split(': ');
            return (
              <li key={topic}>
                {rest.length ? (
                  <>
                    <strong>{name}</strong>: {rest.join(': ')}
                  </>
                ) : (
                  topic
                )}
              </li>
            );
          })}
        </ol>
      </Section>
      <Section labelledBy="schedule-title">
        <h2 id="schedule-title">{m.tax_school_schedule()}</h2>
        <p>{m.tax_school_fee_note({ fee })}</p>
        <CourseSchedule sessions={sessions.sessions} caption={m.tax_school_sessions_caption()} />
      </Section>
      <Section labelledBy="registration-form-title" id="register">
        <RegistrationSection feeCents={course.feeCents} fallback={m.taxschool_loading()} />
      </Section>
      <CallToAction
        id="register-title"
        heading={m.tax_school_questions_about_the_course()}
        actions={
          <>
            <ButtonLink to="/contact">{m.tax_school_contact_us()}</ButtonLink>
            <ButtonLink to={telHref(site.supportPhone)} variant="secondary" icon="phone">
              {m.tax_school_call({ phone: site.supportPhone })}
            </ButtonLink>
          </>
        }
      >
        {m.tax_school_we_are_happy_to_help()}
      </CallToAction>
    </>
  );
}

/**
 * The sessions from the API when the page was not rendered with them (reached by navigating in the app, or a build's
 * own HTML): the API client loads with the request, after the page shows the build's list.
 */
function useCurrentSessions(rendered: boolean): TaxSchoolSessionList | null {
  const [current, setCurrent] = useState<TaxSchoolSessionList | null>(null);
  useEffect(() => {
    if (rendered) return;
    let live = true;
    import('../api/get-sessions')
      .then((api) => api.getSessions())
      .then((list) => live && setCurrent(list))
      .catch(() => undefined); // the build's list stays; the registration form says when the API is away
    return () => {
      live = false;
    };
  }, [rendered]);
  return current;
}
