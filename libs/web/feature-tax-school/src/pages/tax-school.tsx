import { isSessionOpen, site, taxSchoolCourse as course, telHref } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { ButtonLink, illustrations, PageHeader, PageMeta, Section } from '@huron/web/ui';
import { useMichiganToday } from '@huron/web/ui/tax-dates';
import { breadcrumbJsonLd, CallToAction, crumbs } from '@huron/web/ui/page-parts';
import { courseJsonLd } from '../components/course-json-ld';
import { CourseSchedule } from '../components/course-schedule';
import { RegistrationSection } from '../components/registration-section';
import { formatMoney } from '@huron/shared/i18n';

const path = '/tax-school';
const trail = crumbs({ label: 'Tax School', path });
const fee = formatMoney(course.feeCents);

export function TaxSchoolPage() {
  const today = useMichiganToday();
  const registrationOpen = course.sessions.some((session) => isSessionOpen(session, today));
  return (
    <>
      <PageMeta
        title={`Tax School: ${course.name}`}
        description={`Learn to prepare federal and Michigan individual returns, online at your own pace or in live virtual classes. No experience needed; course fee ${fee}.`}
        path={path}
        image="tax-school"
        jsonLd={[courseJsonLd(course, path), breadcrumbJsonLd(trail)]}
      />
      <PageHeader title="Tax School" eyebrow={course.name} breadcrumbs={trail} illustration={illustrations.taxSchool} lead={`Become a tax preparer with a beginner course from a firm that has prepared returns since ${site.established}. Course fee ${fee}.`}>
        {registrationOpen ? (
          <div className="cluster page-header__actions">
            <ButtonLink to="#register">{m.taxschool_hero_register()}</ButtonLink>
          </div>
        ) : (
          <>
            <p className="page-header__note">{m.taxschool_hero_closed({ phone: site.supportPhone })}</p>
            <div className="cluster page-header__actions">
              <ButtonLink to="/contact">Contact Us</ButtonLink>
            </div>
          </>
        )}
      </PageHeader>
      <Section labelledBy="course-title">
        <div className="grid grid--2">
          <div>
            <h2 id="course-title">About the course</h2>
            <p>{course.description}</p>
          </div>
          <div className="card">
            <h3>At a glance</h3>
            <ul className="checks">
              {course.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section tone="muted" labelledBy="curriculum-title">
        <h2 id="curriculum-title">What you will learn</h2>
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
        <h2 id="schedule-title">2025 schedule</h2>
        <p>Choose the session that suits you. The fee is {fee} for every session.</p>
        <CourseSchedule course={course} caption="Tax School sessions, 2025" />
      </Section>
      <Section labelledBy="registration-form-title" id="register">
        <RegistrationSection feeCents={course.feeCents} fallback={m.taxschool_loading()} />
      </Section>
      <CallToAction
        id="register-title"
        heading="Questions about the course?"
        actions={
          <>
            <ButtonLink to="/contact">Contact Us</ButtonLink>
            <ButtonLink to={telHref(site.supportPhone)} variant="secondary" icon="phone">
              Call {site.supportPhone}
            </ButtonLink>
          </>
        }
      >
        We are happy to help you choose a session or explain what the course covers before you register.
      </CallToAction>
    </>
  );
}
