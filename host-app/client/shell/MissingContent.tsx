import { usePageMeta } from '../server/pageMeta';

/** What a page shows for a video, channel, category or event that does not exist; a server render answers 404 with it. */
export function MissingContent({ message }: { message: string }) {
  usePageMeta({ status: 404 });
  return <p className="site-Alert">{message}</p>;
}
