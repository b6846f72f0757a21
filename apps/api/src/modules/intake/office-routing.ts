import type { IntakeOffice } from '@huron/shared/contracts';
import { officeBySlug, offices, type Office } from '@huron/shared/content';

/** The office a lead belongs to: the one chosen, else (remote, or no choice) the main office, listed first. */
export function officeFor(choice: IntakeOffice): Office {
  return (choice !== 'remote' && officeBySlug(choice)) || offices[0]!;
}
