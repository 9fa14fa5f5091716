import { describe, expect, it } from 'vitest';
import { PROMO_LOOPS } from '../../../../host-app/server/content/seedPromoLoops';
import { promoLoopArgs, sceneSeconds, TURNING_VIEW, TURNING_YAW, turningYawExpression, type PromoLoopCut } from '../../../../host-app/server/media/promoLoops';
import { rectilinearViewMaps, viewDirection } from '../../../../host-app/server/media/rectilinearView';
import { sampleVideos } from '../../../../host-app/server/media/sampleMedia';
import { PROMO_LOOP_PROFILE } from '../../../../host-app/server/media/videoProfile';
import { EQUIRECTANGULAR_SCENE_TEXT_FREE } from '../../../../host-app/server/media/videoScenes';
import { PREMIUM_PROMO_LOOP_IDS } from '../../../../host-app/contract/content/promoLoops';

const videos = new Map(sampleVideos().map((video) => [video.id, video]));
const cutsOf = (id: string): PromoLoopCut[] =>
  PROMO_LOOPS.find((loop) => loop.id === id)!.scenes.map((scene) => ({ ...scene, playlist: `/media/${scene.video}/720p/index.m3u8`, spherical: videos.get(scene.video)!.spherical }));
const graphOf = (id: string) => {
  const args = promoLoopArgs(cutsOf(id), { x: '/maps/x.pgm', y: '/maps/y.pgm' }, '/out.mp4');
  return args[args.indexOf('-filter_complex') + 1]!;
};

/** Evaluates the yaw expression the way ffmpeg would at scene time `t` (it uses only t, PI, sin and arithmetic). */
const yawAt = (t: number) => Function('t', 'PI', 'sin', `return ${turningYawExpression()};`)(t, Math.PI, Math.sin) as number;

describe('premium promo loops', () => {
  it('cuts every loop of the premium page from encoded sample videos of the catalogue, the VR loop from a 360° one', () => {
    expect(PROMO_LOOPS.map((loop) => loop.id).sort()).toEqual([...PREMIUM_PROMO_LOOP_IDS].sort());
    for (const loop of PROMO_LOOPS) {
      expect(loop.scenes.length, loop.id).toBeGreaterThan(0);
      for (const scene of loop.scenes) {
        expect(videos.has(scene.video), `${loop.id}: ${scene.video}`).toBe(true);
        // The scene lies inside the sample.
        expect(scene.from + sceneSeconds(loop.scenes.length), `${loop.id}: ${scene.video}`).toBeLessThanOrEqual(16);
      }
    }
    expect(cutsOf('vr-concerts').every((cut) => cut.spherical)).toBe(true);
  });

  it('paints nothing: no loop draws text, a clock or a box, and each is made of its scenes alone', () => {
    for (const loop of PROMO_LOOPS) {
      const args = promoLoopArgs(cutsOf(loop.id), { x: '/maps/x.pgm', y: '/maps/y.pgm' }, '/out.mp4');
      const graph = args[args.indexOf('-filter_complex') + 1]!;
      expect(graph, loop.id).not.toMatch(/drawtext|drawbox|subtitles|ass=|text=|pts:hms/);
      // Every input is one of the loop's scenes (the first once more, for the seam) or a map of the view.
      const inputs = args.flatMap((arg, index) => (args[index - 1] === '-i' ? [arg] : []));
      const playlists = [...loop.scenes, loop.scenes[0]!].map((scene) => `/media/${scene.video}/720p/index.m3u8`);
      expect(inputs.slice(0, playlists.length), loop.id).toEqual(playlists);
      expect(inputs.slice(playlists.length).every((input) => input.startsWith('/maps/')), loop.id).toBe(true);
    }
  });

  it('joins the scenes with crossfades into a loop of the profile’s length whose end leads into its start', () => {
    const graph = graphOf('live-football');
    const fades = graph.match(/fade=t=in:st=0:d=([\d.]+):alpha=1/g) ?? [];
    // Three scenes and the first again: three crossfades.
    expect(fades).toHaveLength(3);
    expect(graph).toMatch(new RegExp(`trim=start=[\\d.]+:duration=${PROMO_LOOP_PROFILE.seconds},`));
    expect(graph).toContain(`color=c=black:s=${PROMO_LOOP_PROFILE.width}x${PROMO_LOOP_PROFILE.height}:r=${PROMO_LOOP_PROFILE.fps}`);
  });

  it('shows a 360° scene as a flat view of the sphere whose yaw turns, and turns back by the loop’s end', () => {
    const graph = graphOf('vr-concerts');
    expect(graph).toMatch(/hstack,crop=w=iw\/2:h=ih:x='mod\(\(.*t.*\)\*iw\/720\\,iw\/2\)'/);
    expect(graph).toMatch(/\[mapx0\]\[mapy0\]remap/);
    const yaws = [0, 0.5, 1, 3].map(yawAt);
    expect(new Set(yaws.map((yaw) => yaw.toFixed(3))).size).toBe(yaws.length);
    expect(yawAt(PROMO_LOOP_PROFILE.seconds)).toBeCloseTo(yawAt(0), 6);
  });

  it('keeps the turning view on the part of the 360° scene that has no text, at every yaw it turns to', () => {
    const { top, clock } = EQUIRECTANGULAR_SCENE_TEXT_FREE;
    const yaws = Array.from({ length: 41 }, (_, step) => yawAt((step / 40) * PROMO_LOOP_PROFILE.seconds));
    expect(Math.min(...yaws)).toBeCloseTo(TURNING_YAW.centre - TURNING_YAW.swing, 1);
    for (let row = 0; row < TURNING_VIEW.height; row += 4) {
      for (let column = 0; column < TURNING_VIEW.width; column += 4) {
        const { longitude, latitude } = viewDirection(TURNING_VIEW, column, row);
        expect(latitude).toBeLessThan(top);
        if (latitude > clock.top) continue;
        for (const yaw of yaws) {
          const facing = ((((longitude + yaw + 180) % 360) + 360) % 360) - 180;
          expect(facing > clock.from && facing < clock.to, `pixel ${column},${row} at yaw ${yaw.toFixed(1)} looks at the clock`).toBe(false);
        }
      }
    }
  });

  it('maps the view’s middle to where it looks, and a pixel further right to a column further east', () => {
    const view = { width: 64, height: 36, horizontalFov: 90, pitch: 0 };
    expect(viewDirection(view, 31.5, 17.5)).toEqual({ longitude: 0, latitude: 0 });
    // The right edge of a 90° view is 45° east, and its top edge 45° × 9/16 in tangent up.
    expect(viewDirection(view, 63.5, 17.5).longitude).toBeCloseTo(45, 6);
    expect(viewDirection(view, 31.5, -0.5).latitude).toBeCloseTo((Math.atan(9 / 16) * 180) / Math.PI, 6);
    expect(viewDirection({ ...view, pitch: -20 }, 31.5, 17.5).latitude).toBeCloseTo(-20, 6);

    const maps = rectilinearViewMaps(view, 1440, 720);
    const header = `P5\n64 36\n65535\n`;
    expect(maps.x.subarray(0, header.length).toString('ascii')).toBe(header);
    const sample = (map: Buffer, column: number, row: number) => map.readUInt16BE(header.length + (row * 64 + column) * 2);
    expect(sample(maps.x, 32, 18)).toBeGreaterThanOrEqual(720);
    expect(sample(maps.x, 32, 18)).toBeLessThan(730);
    expect(sample(maps.x, 63, 18)).toBeGreaterThan(sample(maps.x, 40, 18));
    expect(sample(maps.y, 32, 0)).toBeLessThan(sample(maps.y, 32, 35));
  });
});
