// Loaded only by the 360° view, with dynamic import: three.js never ships in the first bundle.
import {
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  SRGBColorSpace,
  Scene,
  SphereGeometry,
  TextureLoader,
  VideoTexture,
  WebGLRenderer,
  type Texture,
} from 'three';
import type { XrSessionLike } from './immersiveVr';
import { FIELD_OF_VIEW_DEGREES, MAX_SPHERE_PIXEL_RATIO } from './sphereResolution';
import { toRadians, type ViewOrientation } from './viewOrientation';

export type SphereSource = { kind: 'image'; url: string } | { kind: 'video'; element: HTMLVideoElement };

export interface SphericalSceneOptions {
  container: HTMLElement;
  source: SphereSource;
  view: ViewOrientation;
  /** The texture is ready and drawn. */
  onReady(): void;
  onError(reason: 'renderer_failed' | 'image_load_failed', detail: string): void;
}

export interface SphericalScene {
  setView(view: ViewOrientation): void;
  /** Shows the sphere in a headset until the session ends. */
  enterVr(session: XrSessionLike): Promise<void>;
  dispose(): void;
}

const SPHERE_RADIUS = 500;

/**
 * An equirectangular image or video on the inside of a sphere, seen from its centre. Draws on
 * demand, continuously only while a video plays or a headset is on.
 */
export function createSphericalScene({ container, source, view, onReady, onError }: SphericalSceneOptions): SphericalScene | null {
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ antialias: true });
  } catch (error) {
    onError('renderer_failed', error instanceof Error ? error.message : String(error));
    return null;
  }
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, MAX_SPHERE_PIXEL_RATIO));
  renderer.xr.enabled = true;
  renderer.domElement.classList.add('player-SphereCanvas');
  container.append(renderer.domElement);

  const scene = new Scene();
  const camera = new PerspectiveCamera(FIELD_OF_VIEW_DEGREES, 1, 0.1, SPHERE_RADIUS * 2);
  camera.rotation.order = 'YXZ';

  const geometry = new SphereGeometry(SPHERE_RADIUS, 60, 40);
  // Turned inside out, so the texture faces the camera at the centre.
  geometry.scale(-1, 1, 1);
  const material = new MeshBasicMaterial();
  const sphere = new Mesh(geometry, material);
  // The image's centre (longitude 0) faces the starting view; east lies to the right.
  sphere.rotation.y = -Math.PI / 2;
  scene.add(sphere);

  let frame = 0;
  let inVr = false;
  const render = () => renderer.render(scene, camera);
  const requestRender = () => {
    if (frame || inVr) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      render();
    });
  };
  const playing = () => source.kind === 'video' && !source.element.paused && !source.element.ended;
  // Outside a headset, a playing video is drawn once per new video frame (20 to 30 a second), not
  // once per display refresh (60 or more): the same picture for a fraction of the work, which on
  // a phone is battery. Browsers without video frame callbacks draw every refresh while it plays.
  const framedVideo = source.kind === 'video' && 'requestVideoFrameCallback' in source.element ? source.element : null;
  let videoFrame = 0;
  const watchVideoFrames = () => {
    if (!framedVideo || videoFrame || !playing()) return;
    videoFrame = framedVideo.requestVideoFrameCallback(() => {
      videoFrame = 0;
      requestRender();
      watchVideoFrames();
    });
  };
  const updateLoop = () => {
    renderer.setAnimationLoop(inVr || (!framedVideo && playing()) ? render : null);
    if (!inVr) watchVideoFrames();
  };

  const useTexture = (texture: Texture) => {
    texture.colorSpace = SRGBColorSpace;
    material.map = texture;
    material.needsUpdate = true;
    requestRender();
    onReady();
  };

  let videoCleanup = () => {};
  if (source.kind === 'image') {
    new TextureLoader().load(source.url, useTexture, undefined, () => onError('image_load_failed', source.url));
  } else {
    const video = source.element;
    useTexture(new VideoTexture(video));
    const events = ['play', 'pause', 'ended', 'seeked'] as const;
    const onChange = () => {
      updateLoop();
      requestRender();
    };
    events.forEach((name) => video.addEventListener(name, onChange));
    videoCleanup = () => events.forEach((name) => video.removeEventListener(name, onChange));
    updateLoop();
  }

  const resize = () => {
    const width = container.clientWidth || 1;
    const height = container.clientHeight || 1;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    requestRender();
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
  observer?.observe(container);
  resize();

  const setView = (next: ViewOrientation) => {
    camera.rotation.set(toRadians(next.pitch), toRadians(next.yaw), 0);
    requestRender();
  };
  setView(view);

  return {
    setView,
    async enterVr(session) {
      inVr = true;
      session.addEventListener('end', () => {
        inVr = false;
        updateLoop();
        resize();
      });
      await renderer.xr.setSession(session as unknown as XRSession);
      updateLoop();
    },
    dispose() {
      cancelAnimationFrame(frame);
      if (videoFrame) framedVideo?.cancelVideoFrameCallback(videoFrame);
      renderer.setAnimationLoop(null);
      observer?.disconnect();
      videoCleanup();
      material.map?.dispose();
      material.dispose();
      geometry.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    },
  };
}
