import { describe, expect, it } from 'vitest';
import { masterPlaylist } from '../../../../host-app/server/media/hlsPlaylists';
import { renditionsOf, SAMPLE_VIDEO_PROFILE } from '../../../../host-app/server/media/videoProfile';

const variants = (playlist: string) => playlist.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'));

describe('the sample videos’ master playlists', () => {
  it('give 360° video a 2880×1440 rendition above 720p, declared at the H.264 level its frame size needs', () => {
    const spherical = variants(masterPlaylist(renditionsOf(SAMPLE_VIDEO_PROFILE, true), true));
    expect(spherical.map((line) => /RESOLUTION=(\d+x\d+)/.exec(line)?.[1])).toEqual(['720x360', '1440x720', '2880x1440']);
    expect(spherical.map((line) => /CODECS="avc1\.42e0(\w\w)/.exec(line)?.[1])).toEqual(['28', '28', '32']);
  });

  it('keep regular video at 360p and 720p', () => {
    const regular = variants(masterPlaylist(renditionsOf(SAMPLE_VIDEO_PROFILE, false), false));
    expect(regular.map((line) => /NAME="(\w+)"/.exec(line)?.[1])).toEqual(['360p', '720p']);
    expect(regular.every((line) => line.includes('CODECS="avc1.42e028,mp4a.40.2"'))).toBe(true);
  });
});
