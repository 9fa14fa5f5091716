import { LegalDocumentView } from './LegalDocumentView';
import { whoWeAre } from './texts/whoWeAre';

export function WhoWeArePage() {
  return <LegalDocumentView title="legal.whoWeAre" texts={whoWeAre} />;
}
