import { describe, expect, it } from 'vitest';
import { nearestName } from '../../../../headless/core/validation/nearestName';

describe('nearestName', () => {
  const known = ['showCardholderName', 'storeInstrument', 'showStoreInstrument', 'texts', 'environment'];

  it.each([
    ['showCardHolderName', 'showCardholderName'],
    ['storeInstrumnet', 'storeInstrument'],
    ['text', 'texts'],
    ['enviroment', 'environment'],
  ])('%s → %s', (typo, expected) => {
    expect(nearestName(typo, known)).toBe(expected);
  });

  it('suggests nothing when no known name is close', () => {
    expect(nearestName('colour', known)).toBeUndefined();
    expect(nearestName('anything', [])).toBeUndefined();
  });
});
