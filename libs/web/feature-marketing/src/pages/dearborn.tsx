import { OfficePage, officeFor } from '../components/office-page';

const office = officeFor('dearborn');

export function DearbornPage() {
  return <OfficePage office={office} />;
}
