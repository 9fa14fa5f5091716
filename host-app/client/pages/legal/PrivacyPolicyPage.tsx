import { LegalDocumentView } from './LegalDocumentView';
import { privacyPolicy } from './texts/privacyPolicy';

export function PrivacyPolicyPage() {
  return <LegalDocumentView title="legal.privacy" texts={privacyPolicy} />;
}
