import type { ProductEvent, ResponsiveImage } from '../../contract/content/contentTypes';

/** An event as the site shows it (PR-CONTENT-3). */
export interface DisplayEvent {
  id: string;
  title: string;
  description: string;
  image: string;
  /** The same picture in its formats and widths, when the API gives them. */
  coverImage?: ResponsiveImage;
  location: string;
  category: string;
  date: string;
  label: string;
  isLive: boolean;
  videoId: string;
  channel: { title: string; thumbnail: string };
}

export function toDisplayEvent(event: ProductEvent): DisplayEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    image: event.coverImageUrl,
    coverImage: event.coverImage,
    location: event.location,
    category: event.category,
    date: event.date,
    label: event.label,
    isLive: event.isLive,
    videoId: event.navigationId,
    channel: { title: event.channel.title, thumbnail: event.channel.thumbnail },
  };
}
