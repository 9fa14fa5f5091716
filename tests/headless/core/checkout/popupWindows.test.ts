import { describe, expect, it, vi } from 'vitest';
import { popupWindows } from '../../../../headless/core/checkout/popupWindows';

function viewWith(screen: { width: number; height: number }, opened: unknown) {
  const open = vi.fn(() => opened);
  return { view: { screen, open, location: { assign: vi.fn() } } as unknown as Window, open };
}

describe('popupWindows', () => {
  it('opens the popup at the screen size minus 50 px in each direction', () => {
    const { view, open } = viewWith({ width: 1280, height: 800 }, { closed: false, close: vi.fn(), location: { replace: vi.fn() } });
    popupWindows(view).openPopup();
    expect(open).toHaveBeenCalledExactlyOnceWith('about:blank', 'payment-client-popup', 'popup,width=1230,height=750');
  });

  it('keeps to the rule on a small screen too', () => {
    const { view, open } = viewWith({ width: 360, height: 640 }, { closed: false, close: vi.fn(), location: { replace: vi.fn() } });
    popupWindows(view).openPopup();
    expect(open).toHaveBeenCalledExactlyOnceWith('about:blank', 'payment-client-popup', 'popup,width=310,height=590');
  });

  it('points the popup at a page, closes it and reports whether it is closed', () => {
    const popup = { closed: false, close: vi.fn(), location: { replace: vi.fn() } };
    const { view } = viewWith({ width: 1280, height: 800 }, popup);
    const handle = popupWindows(view).openPopup();
    handle?.navigate('http://localhost:4000/pay/pix/ex_1');
    expect(popup.location.replace).toHaveBeenCalledExactlyOnceWith('http://localhost:4000/pay/pix/ex_1');
    expect(handle?.closed).toBe(false);
    handle?.close();
    popup.closed = true;
    expect(popup.close).toHaveBeenCalledOnce();
    expect(handle?.closed).toBe(true);
    expect(handle?.window).toBe(popup);
  });

  it('answers null when a blocker refuses the popup', () => {
    const { view } = viewWith({ width: 1280, height: 800 }, null);
    expect(popupWindows(view).openPopup()).toBeNull();
  });
});
