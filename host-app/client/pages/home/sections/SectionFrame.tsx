import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { HomeSection } from '../../../../contract/content/contentTypes';
import { homeSectionHeadingId } from '../homeSections';

/** What home hands each section component it maps a section key to. */
export interface KeyedSectionProps {
  section: HomeSection;
  priority?: boolean;
}

interface MoreLink {
  href: string;
  label: string;
}

/** A home section's heading, its items and the links to the pages with all of them. */
export function SectionFrame({ section, more = [], children }: { section: Pick<HomeSection, 'key' | 'type' | 'title'>; more?: readonly MoreLink[]; children: ReactNode }) {
  const headingId = homeSectionHeadingId(section);
  return (
    <section className="site-Section" aria-labelledby={headingId} data-section={section.key}>
      <h2 id={headingId}>{section.title}</h2>
      {children}
      {more.length > 0 ? (
        <p className="site-SectionLinks">
          {more.map((link) => (
            <Link key={link.href} href={link.href}>
              {link.label}
            </Link>
          ))}
        </p>
      ) : null}
    </section>
  );
}
