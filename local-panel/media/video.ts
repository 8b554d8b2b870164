// The home page's video slide: a few seconds of a slow push-in over a generated scene with a drifting
// light, encoded frame by frame as lossy WebP (= VP8 key frames) and muxed into WebM.

import sharp from 'sharp';
import { renderVideoScene } from './art';
import type { PoolVideo } from './pool';
import { muxWebm, vp8FrameFromWebp } from './webm';

/** How much larger than the frame the scene is drawn, so the camera can move inside it. */
const OVERSCAN = 1.14;

function lightOverlaySvg(width: number, height: number, progress: number): Buffer {
  const centreX = width * (0.15 + 0.7 * progress);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><radialGradient id="l" cx="${centreX}" cy="${height * 0.3}" r="${Math.max(width, height) * 0.45}" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="#fff5e6" stop-opacity="0.2"/><stop offset="1" stop-color="#fff5e6" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#l)"/></svg>`,
  );
}

export async function renderVideo(video: PoolVideo, seed: string): Promise<Buffer> {
  const scene = await renderVideoScene(video.width, video.height, seed, OVERSCAN);
  const frameCount = Math.max(2, Math.round(video.seconds * video.framesPerSecond));
  const frames: Buffer[] = [];
  const smallWidth = Math.max(4, Math.round(video.width / 10));
  const smallHeight = Math.max(4, Math.round(video.height / 10));
  for (let index = 0; index < frameCount; index += 1) {
    // 0 -> 1 -> 0 over the clip, so the loop has no jump.
    const progress = (1 - Math.cos((2 * Math.PI * index) / frameCount)) / 2;
    const cropWidth = Math.round(scene.width * (1 - 0.11 * progress));
    const cropHeight = Math.round(scene.height * (1 - 0.11 * progress));
    const left = Math.round((scene.width - cropWidth) * (0.5 + 0.3 * (progress - 0.5)));
    const top = Math.round((scene.height - cropHeight) * 0.35);
    const light = await sharp(lightOverlaySvg(smallWidth, smallHeight, progress))
      .resize(video.width, video.height, { fit: 'fill' })
      .raw()
      .toBuffer();
    const webp = await sharp(scene.data, {
      raw: { width: scene.width, height: scene.height, channels: scene.channels },
    })
      .extract({ left, top, width: cropWidth, height: cropHeight })
      .resize(video.width, video.height, { fit: 'fill' })
      .composite([{ input: light, raw: { width: video.width, height: video.height, channels: 4 } }])
      .removeAlpha()
      .webp({ quality: 58, effort: 2 })
      .toBuffer();
    frames.push(vp8FrameFromWebp(webp));
  }
  return muxWebm(frames, {
    width: video.width,
    height: video.height,
    framesPerSecond: video.framesPerSecond,
  });
}
