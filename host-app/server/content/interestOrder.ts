import type { HomeSection } from '../../contract/content/contentTypes';

/**
 * The catalogue categories a viewer's interests stand for, each with its place (0 first) in the
 * order the interests are listed. Empty for visitors and for viewers who chose none.
 */
export type InterestRanks = ReadonlyMap<string, number>;

function rankOf(ranks: InterestRanks, categoryId: string | undefined): number {
  return (categoryId !== undefined ? ranks.get(categoryId) : undefined) ?? Number.POSITIVE_INFINITY;
}

/** Items of the viewer's interest categories first, in interest order; the rest keep their order (the sort is stable). */
export function orderByInterest<T>(items: readonly T[], categoryOf: (item: T) => string | undefined, ranks: InterestRanks): T[] {
  return [...items].sort((a, b) => rankOf(ranks, categoryOf(a)) - rankOf(ranks, categoryOf(b)));
}

/** Rows whose order is their own: the newest videos of followed channels stay newest first, and in place. */
const KEPT_AS_THEY_ARE: ReadonlySet<HomeSection['key']> = new Set(['following']);

function orderSectionItems(section: HomeSection, ranks: InterestRanks): HomeSection {
  if (KEPT_AS_THEY_ARE.has(section.key)) return section;
  switch (section.type) {
    case 'videos':
    case 'sliders':
      return { ...section, items: orderByInterest(section.items, (video) => video.categoryId, ranks) };
    case 'categories':
      return { ...section, items: orderByInterest(section.items, (category) => category.id, ranks) };
    default:
      return section;
  }
}

/** The share of a video row's items in one of the viewer's interest categories. */
function interestShare(section: Extract<HomeSection, { type: 'videos' }>, ranks: InterestRanks): number {
  if (section.items.length === 0) return 0;
  return section.items.filter((video) => ranks.has(video.categoryId)).length / section.items.length;
}

/**
 * Home in the order of a signed-in viewer's interests: within each row of videos or categories, those
 * of their interest categories come first; and the rows of videos trade places among themselves, the
 * row with the largest share of such videos first. Other sections keep their places, so the hero,
 * the followed channels' row and the events stay where the viewer finds them.
 */
export function orderHomeByInterests(sections: readonly HomeSection[], ranks: InterestRanks): HomeSection[] {
  if (ranks.size === 0) return [...sections];
  const ordered = sections.map((section) => orderSectionItems(section, ranks));
  const slots = ordered.flatMap((section, index) => (section.type === 'videos' && !KEPT_AS_THEY_ARE.has(section.key) ? [index] : []));
  const rows = slots
    .map((index) => ordered[index] as Extract<HomeSection, { type: 'videos' }>)
    .sort((a, b) => interestShare(b, ranks) - interestShare(a, ranks));
  slots.forEach((slot, position) => {
    ordered[slot] = rows[position]!;
  });
  return ordered;
}
