import { legalPages } from '@huron/shared/content';
import { LegalPageView } from '../components/legal-page';

export function PrivacyPage() {
  return (
    <LegalPageView
      page={legalPages.privacy}
      description="How we collect, use, share and protect your personal and tax information, the federal rules we follow, and the choices you have."
    />
  );
}
