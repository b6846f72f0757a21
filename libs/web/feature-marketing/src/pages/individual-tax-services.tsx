import { ServicePageView } from '../components/service-page';
import { servicePage } from '../components/service-pages';

const page = servicePage('individual-tax-services');

export function IndividualTaxServicesPage() {
  return <ServicePageView page={page} />;
}
