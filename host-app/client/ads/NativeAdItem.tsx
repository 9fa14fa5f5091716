import { AdSlot } from './AdSlot';
import { useAds } from './AdsContext';

/** A native ad as one more card of a row (a list item), only while ads are on and the configuration places native ads. */
export function NativeAdItem() {
  const ads = useAds();
  if (ads.status !== 'ready' || !ads.runtime.serves('native')) return null;
  return (
    <li className="ads-NativeItem">
      <AdSlot placement="native" />
    </li>
  );
}
