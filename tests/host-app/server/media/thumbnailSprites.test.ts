import { describe, expect, it } from 'vitest';
import { spriteLayout, spriteSheetArgs, thumbnailsTrack } from '../../../../host-app/server/media/thumbnailSprites';

describe('seek bar thumbnails', () => {
  it('tiles a preview a second, four to a row, at the frame shape of the video', () => {
    expect(spriteLayout(16, false)).toEqual({ every: 1, count: 16, columns: 4, rows: 4, width: 160, height: 90 });
    expect(spriteLayout(16, true)).toMatchObject({ width: 180, height: 90 });
    expect(spriteLayout(2.5, false)).toMatchObject({ count: 3, columns: 3, rows: 1 });
  });

  it('draws the sheet with one ffmpeg run: a frame a second, scaled and tiled into one JPEG', () => {
    const args = spriteSheetArgs('in/360p/index.m3u8', 'out/sprite.jpg', spriteLayout(16, false));
    expect(args).toEqual(['-i', 'in/360p/index.m3u8', '-vf', 'fps=1/1,scale=160:90,tile=4x4', '-frames:v', '1', '-q:v', '5', '-an', 'out/sprite.jpg']);
  });

  it('places every second on its tile in a WebVTT thumbnails track', () => {
    const track = thumbnailsTrack(spriteLayout(6, false), 6, 'sprite.jpg');
    expect(track.split('\n\n')).toEqual([
      'WEBVTT',
      '00:00:00.000 --> 00:00:01.000\nsprite.jpg#xywh=0,0,160,90',
      '00:00:01.000 --> 00:00:02.000\nsprite.jpg#xywh=160,0,160,90',
      '00:00:02.000 --> 00:00:03.000\nsprite.jpg#xywh=320,0,160,90',
      '00:00:03.000 --> 00:00:04.000\nsprite.jpg#xywh=480,0,160,90',
      '00:00:04.000 --> 00:00:05.000\nsprite.jpg#xywh=0,90,160,90',
      '00:00:05.000 --> 00:00:06.000\nsprite.jpg#xywh=160,90,160,90\n',
    ]);
  });
});
