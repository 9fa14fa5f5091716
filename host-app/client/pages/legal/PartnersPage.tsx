import { LegalDocumentView } from './LegalDocumentView';
import { partners } from './texts/partners';

export function PartnersPage() {
  return <LegalDocumentView title="legal.partners" texts={partners} />;
}
