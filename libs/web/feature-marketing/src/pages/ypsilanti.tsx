import { OfficePage, officeFor } from '../components/office-page';

const office = officeFor('ypsilanti');

export function YpsilantiPage() {
  return <OfficePage office={office} />;
}
