import { describe, expect, it } from 'vitest';
import { playerFailureEvent } from '../../../../host-app/client/player/playerFailure';

describe('player failure events', () => {
  const video = { id: 'vid_1', format: 2 as const };

  it('is Video_Player_Failed when the video never got ready', () => {
    expect(playerFailureEvent(video, false, 'media_error', 'code 4')).toEqual({
      name: 'Video_Player_Failed',
      props: { videoId: 'vid_1', format: 2, reason: 'media_error', detail: 'code 4' },
    });
  });

  it('is Player_Error when playback broke after the video was ready', () => {
    expect(playerFailureEvent(video, true, 'hls_fatal_error')).toEqual({ name: 'Player_Error', props: { videoId: 'vid_1', format: 2, reason: 'hls_fatal_error' } });
  });
});
