import { m } from '@huron/shared/i18n';
import { legalPages } from '@huron/shared/content';
import { LegalPageView } from '../components/legal-page';

export function TermsPage() {
  return <LegalPageView page={legalPages.terms} description={m.terms_the_terms_for_using_our()} />;
}
