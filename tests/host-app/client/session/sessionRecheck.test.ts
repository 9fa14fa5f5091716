import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPageReturn } from '../../../../host-app/client/session/useSessionRecheck';

function showPage(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('checking the session again when the viewer comes back', () => {
  afterEach(() => showPage('visible'));

  it('reacts when the page becomes visible, not when it is hidden, and never after removal', () => {
    const onReturn = vi.fn();
    const stop = watchPageReturn(document, onReturn);
    showPage('hidden');
    expect(onReturn).not.toHaveBeenCalled();
    showPage('visible');
    expect(onReturn).toHaveBeenCalledTimes(1);
    stop();
    showPage('hidden');
    showPage('visible');
    expect(onReturn).toHaveBeenCalledTimes(1);
  });
});
