import { POPUP_SCREEN_MARGIN_PX } from '../executor/constants';
import { browserShopperWindows, type ShopperWindows } from './shopperWindows';

/** Every window a drop-in flow may need, popups included (screen size minus the margin). */
export function popupWindows(view: Window = window): ShopperWindows {
  return {
    ...browserShopperWindows(view),
    openPopup() {
      const width = Math.max(view.screen.width - POPUP_SCREEN_MARGIN_PX, 320);
      const height = Math.max(view.screen.height - POPUP_SCREEN_MARGIN_PX, 320);
      const popup = view.open('about:blank', 'payment-client-popup', `popup,width=${width},height=${height}`);
      if (!popup) return null;
      return {
        navigate: (href) => popup.location.replace(href),
        close: () => popup.close(),
        get closed() {
          return popup.closed;
        },
        window: popup,
      };
    },
  };
}
