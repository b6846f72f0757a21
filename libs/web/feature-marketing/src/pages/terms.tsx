import { legalPages } from '@huron/shared/content';
import { LegalPageView } from '../components/legal-page';

export function TermsPage() {
  return (
    <LegalPageView
      page={legalPages.terms}
      description="The terms for using our website, forms, client portal and referral program: who may use them, payments, accounts and the limits of our liability."
    />
  );
}
