import { waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { init } from '../../embed/index';
import { expectConsoleError } from '../support/consoleGuard';
import { testInitResponse } from '../support/session';
import { answerFramePreloads } from './framePreloadAnswered';

answerFramePreloads();

describe('a component that throws inside a mounted script-tag element', () => {
  it('is reported as a PaymentClientError in the log, empties only its own element, and leaves the page working', async () => {
    expectConsoleError(/\[PaymentClient\] PaymentClientError: A payment component failed: merchant handler failed/);
    const errors = vi.spyOn(console, 'error');
    document.body.innerHTML = '<div id="drop-in"></div><div id="card-form"></div><button id="merchant">Other action</button>';
    const merchantClicks = vi.fn();
    document.querySelector('#merchant')!.addEventListener('click', merchantClicks);

    const client = init(testInitResponse());
    // The drop-in calls onReady while it renders its root: the throw happens inside its component tree.
    const dropIn = client
      .dropin({
        events: {
          onReady: () => {
            throw new Error('merchant handler failed');
          },
        },
      })
      .mount('#drop-in');
    const cardForm = client.cardForm().mount('#card-form');
    onTestFinished(() => {
      dropIn.unmount();
      cardForm.unmount();
      document.body.innerHTML = '';
    });

    await waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringContaining('PaymentClientError')));
    await waitFor(() => expect(document.querySelector('#card-form iframe')).not.toBeNull());
    expect(document.querySelector('#drop-in')!.childElementCount).toBe(0);
    (document.querySelector('#merchant') as HTMLButtonElement).click();
    expect(merchantClicks).toHaveBeenCalledTimes(1);
  });
});
