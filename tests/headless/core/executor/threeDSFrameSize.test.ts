import { describe, expect, it } from 'vitest';
import { threeDSFrameSize } from '../../../../headless/core/executor/constants';

// PC-3DS-4: 3DS frame sizes by screen width, 250x400, 390x400, 500x600, 600x450; the largest that fits is used.
describe('threeDSFrameSize', () => {
  it.each([
    [1920, { width: 600, height: 450 }],
    [600, { width: 600, height: 450 }],
    [599, { width: 500, height: 600 }],
    [500, { width: 500, height: 600 }],
    [414, { width: 390, height: 400 }],
    [390, { width: 390, height: 400 }],
    [389, { width: 250, height: 400 }],
    [360, { width: 250, height: 400 }],
    [250, { width: 250, height: 400 }],
  ])('a %i px wide screen gets the %o frame', (screenWidth, size) => {
    expect(threeDSFrameSize(screenWidth)).toEqual(size);
  });

  it('gives a screen narrower than every size the smallest one, rather than none', () => {
    expect(threeDSFrameSize(200)).toEqual({ width: 250, height: 400 });
  });
});
