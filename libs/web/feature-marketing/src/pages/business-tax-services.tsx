import { ServicePageView } from '../components/service-page';
import { servicePage } from '../components/service-pages';

const page = servicePage('business-tax-services');

export function BusinessTaxServicesPage() {
  return <ServicePageView page={page} />;
}
