import { SectionFrame, type KeyedSectionProps } from './SectionFrame';
import { VideoRow } from './VideoRow';

/** The editors' videos about people, in one row. */
export function PeopleWeLoveSection({ section }: KeyedSectionProps) {
  if (section.type !== 'videos' || section.items.length === 0) return null;
  return (
    <SectionFrame section={section}>
      <VideoRow videos={section.items} />
    </SectionFrame>
  );
}
