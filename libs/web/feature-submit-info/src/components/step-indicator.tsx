import { m } from '@huron/shared/i18n';
import { STEPS } from '../steps/step-list';

/** Where the person is: numbered dots (the current one aria-current="step") and "Step 3 of 8". */
export function StepIndicator({ current }: { current: number }) {
  return (
    <nav className="wizard-steps" aria-label={m.taxinfo_steps_label()}>
      <p className="wizard-steps__count">{m.taxinfo_step_of({ current: current + 1, total: STEPS.length })}</p>
      <ol className="wizard-steps__list">
        {STEPS.map((step, i) => (
          <li
            key={step.id}
            className={i < current ? 'wizard-steps__item is-done' : i === current ? 'wizard-steps__item is-current' : 'wizard-steps__item'}
            aria-current={i === current ? 'step' : undefined}
          >
            <span aria-hidden="true">{i + 1}</span>
            <span className="visually-hidden">{step.title()}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
