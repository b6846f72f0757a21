import { m } from '@huron/shared/i18n';
import { legalPages } from '@huron/shared/content';
import { LegalPageView } from '../components/legal-page';

export function PrivacyPage() {
  return <LegalPageView page={legalPages.privacy} description={m.privacy_how_we_collect_use_share()} />;
}
