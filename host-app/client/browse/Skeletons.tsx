import { useI18n } from '../i18n/I18nProvider';

/** How many card places a row's skeleton draws: more than a laptop shows, so its row is full. */
const ROW_SKELETON_CARDS = 4;

/** A card's place while its data loads: the poster's 16:9, a title line and a meta line, as a card lays them out. */
function CardSkeleton() {
  return (
    <div className="site-Card" data-skeleton="">
      <span className="site-Thumbnail" />
      <span className="site-SkeletonLine" data-size="title" />
      <span className="site-SkeletonLine" />
    </div>
  );
}

/** A row section's place: its heading's line and a row of card places, the size the row will be. */
export function RowSkeleton() {
  return (
    <div className="site-Section" aria-hidden="true">
      <span className="site-SkeletonLine" data-size="heading" />
      <ul className="site-Slider">
        {Array.from({ length: ROW_SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <CardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The hero's place: its heading's line, then the slide's picture and text, the size the hero will be. */
export function HeroSkeleton() {
  return (
    <div className="site-Section site-Hero" aria-hidden="true">
      <span className="site-SkeletonLine" data-size="heading" />
      <div className="site-HeroLink" data-skeleton="">
        <span className="site-Thumbnail" />
        <div className="site-HeroText">
          <span className="site-SkeletonLine" data-size="title" />
          <span className="site-SkeletonLine" />
        </div>
      </div>
      <div className="site-HeroControls" />
    </div>
  );
}

/** What a page section says while it loads, for screen readers; the skeleton beside it is for the eye. */
export function LoadingStatus() {
  const { t } = useI18n();
  return (
    <p className="site-VisuallyHidden" role="status" data-page-status="loading">
      {t('shell.loading')}
    </p>
  );
}
