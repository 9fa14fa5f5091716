import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../../../../headless/core/dynamicForm/tabNavigation';

describe('nextTabIndex', () => {
  it('moves with the arrows and wraps around, left to right', () => {
    expect(nextTabIndex('ArrowRight', 0, 3, 'ltr')).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3, 'ltr')).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3, 'ltr')).toBe(2);
    expect(nextTabIndex('ArrowLeft', 2, 3, 'ltr')).toBe(1);
  });

  it('follows the reading direction in right-to-left layouts', () => {
    expect(nextTabIndex('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(nextTabIndex('ArrowRight', 0, 3, 'rtl')).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(nextTabIndex('Home', 2, 3, 'ltr')).toBe(0);
    expect(nextTabIndex('End', 0, 3, 'rtl')).toBe(2);
  });

  it('starts from an end when nothing is selected', () => {
    expect(nextTabIndex('ArrowRight', -1, 3, 'ltr')).toBe(0);
    expect(nextTabIndex('ArrowLeft', -1, 3, 'ltr')).toBe(2);
  });

  it('ignores other keys and empty tablists', () => {
    expect(nextTabIndex('ArrowDown', 0, 3, 'ltr')).toBeNull();
    expect(nextTabIndex('Enter', 0, 3, 'ltr')).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0, 'ltr')).toBeNull();
  });
});
