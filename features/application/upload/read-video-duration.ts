/** How long the browser may take to read a video's metadata before the length counts as unknown. */
const METADATA_TIMEOUT_MS = 15_000;

// Null when the browser cannot read it. Recordings without a length in their header (a browser's WebM)
// report Infinity until the player is sent to the end, which makes it find out.
export function readVideoDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    let settled = false;
    const finish = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => finish(null), METADATA_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', () => {
      if (Number.isFinite(video.duration)) finish(video.duration);
      else video.currentTime = Number.MAX_SAFE_INTEGER;
    });
    video.addEventListener('durationchange', () => {
      if (video.readyState > 0 && Number.isFinite(video.duration) && video.duration > 0)
        finish(video.duration);
    });
    video.addEventListener('error', () => finish(null));
    video.src = url;
  });
}
