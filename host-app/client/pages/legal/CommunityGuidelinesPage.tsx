import { LegalDocumentView } from './LegalDocumentView';
import { communityGuidelines } from './texts/communityGuidelines';

export function CommunityGuidelinesPage() {
  return <LegalDocumentView title="legal.community" texts={communityGuidelines} />;
}
