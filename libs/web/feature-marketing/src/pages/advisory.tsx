import { ServicePageView } from '../components/service-page';
import { servicePage } from '../components/service-pages';

const page = servicePage('advisory');

export function AdvisoryPage() {
  return <ServicePageView page={page} />;
}
