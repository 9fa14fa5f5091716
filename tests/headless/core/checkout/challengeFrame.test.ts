import { describe, expect, it } from 'vitest';
import { challengeFrameWindow } from '../../../../headless/core/checkout/challengeFrame';

const CHALLENGE = 'https://acs.sandbox.example/3ds/exe_1';

/** A page holding the given frames: only what the lookup reads of a window. */
function pageWith(frames: { src: string; contentWindow: MessageEventSource | null }[]): Window {
  return { document: { querySelectorAll: () => frames } } as unknown as Window;
}

describe("the page's challenge frame", () => {
  it("names the window of the frame that shows the challenge, and no other frame's", () => {
    const challengeWindow = new MessageChannel().port1;
    const otherWindow = new MessageChannel().port1;
    const view = pageWith([
      { src: 'https://acs.sandbox.example/3ds/exe_2', contentWindow: otherWindow },
      { src: CHALLENGE, contentWindow: challengeWindow },
    ]);
    expect(challengeFrameWindow(view, CHALLENGE)).toBe(challengeWindow);
  });

  it('names none while no frame shows the challenge', () => {
    const view = pageWith([{ src: 'https://acs.sandbox.example/3ds/exe_2', contentWindow: new MessageChannel().port1 }]);
    expect(challengeFrameWindow(view, CHALLENGE)).toBeNull();
  });
});
