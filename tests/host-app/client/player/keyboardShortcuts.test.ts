import { describe, expect, it } from 'vitest';
import { JUMP_STEP_SECONDS, SEEK_STEP_SECONDS, VOLUME_STEP, playerHandlesKeyFrom, shortcutCommand } from '../../../../host-app/client/player/keyboardShortcuts';

describe('player keyboard shortcuts', () => {
  it.each([
    [' ', { type: 'togglePlay' }],
    ['ArrowLeft', { type: 'seekBy', seconds: -SEEK_STEP_SECONDS }],
    ['ArrowRight', { type: 'seekBy', seconds: SEEK_STEP_SECONDS }],
    ['ArrowUp', { type: 'volumeBy', delta: VOLUME_STEP }],
    ['ArrowDown', { type: 'volumeBy', delta: -VOLUME_STEP }],
    ['f', { type: 'toggleFullscreen' }],
    ['F', { type: 'toggleFullscreen' }],
    ['m', { type: 'toggleMute' }],
    ['M', { type: 'toggleMute' }],
  ])('maps %j', (key, command) => {
    expect(shortcutCommand({ key })).toEqual(command);
  });

  it('maps k to play/pause, j and l to ten-second jumps, and c to captions', () => {
    expect(shortcutCommand({ key: 'k' })).toEqual({ type: 'togglePlay' });
    expect(shortcutCommand({ key: 'j' })).toEqual({ type: 'seekBy', seconds: -JUMP_STEP_SECONDS });
    expect(shortcutCommand({ key: 'L' })).toEqual({ type: 'seekBy', seconds: JUMP_STEP_SECONDS });
    expect(shortcutCommand({ key: 'c' })).toEqual({ type: 'toggleCaptions' });
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(shortcutCommand({ key: 'x' })).toBeNull();
    expect(shortcutCommand({ key: 'Enter' })).toBeNull();
    expect(shortcutCommand({ key: 'f', ctrlKey: true })).toBeNull();
    expect(shortcutCommand({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(shortcutCommand({ key: 'm', metaKey: true })).toBeNull();
  });

  it('lets a focused button answer Space itself, but not the other shortcuts', () => {
    const button = document.createElement('button');
    const region = document.createElement('div');
    expect(playerHandlesKeyFrom(button, { type: 'togglePlay' })).toBe(false);
    expect(playerHandlesKeyFrom(button, { type: 'toggleMute' })).toBe(true);
    expect(playerHandlesKeyFrom(region, { type: 'togglePlay' })).toBe(true);
  });
});
