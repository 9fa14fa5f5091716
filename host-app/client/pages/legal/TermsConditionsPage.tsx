import { LegalDocumentView } from './LegalDocumentView';
import { termsConditions } from './texts/termsConditions';

export function TermsConditionsPage() {
  return <LegalDocumentView title="legal.terms" texts={termsConditions} />;
}
