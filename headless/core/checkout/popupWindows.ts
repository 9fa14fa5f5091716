import { POPUP_SCREEN_MARGIN_PX } from '../executor/constants';
import { browserShopperWindows, type ShopperWindows } from './shopperWindows';

/** Every window a drop-in flow may need, popups included (the screen's size minus the margin, PC-3DS-5). */
export function popupWindows(view?: Window): ShopperWindows {
  return {
    ...browserShopperWindows(view),
    openPopup() {
      const page = view ?? window;
      // A browser raises a size below its own minimum to that minimum, so none is applied here.
      const width = page.screen.width - POPUP_SCREEN_MARGIN_PX;
      const height = page.screen.height - POPUP_SCREEN_MARGIN_PX;
      const popup = page.open('about:blank', 'payment-client-popup', `popup,width=${width},height=${height}`);
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
