/**
 * Decorative loops play only while some of them is on screen: six videos decoding at once cost a
 * phone's battery and data for nothing once the viewer has scrolled on to the plans. A visitor who
 * asks for less motion never sees them (premium.css hides them), so they never start. Returns the
 * stop, which leaves every loop paused.
 */
export function playWhileVisible(videos: readonly HTMLVideoElement[]): () => void {
  if (typeof IntersectionObserver !== 'function') return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const video = target as HTMLVideoElement;
      // play() refuses when the browser will not autoplay (data saver): the poster-less frame stays.
      if (isIntersecting) video.play()?.catch(() => undefined);
      else video.pause();
    }
  });
  for (const video of videos) observer.observe(video);
  return () => {
    observer.disconnect();
    for (const video of videos) video.pause();
  };
}
