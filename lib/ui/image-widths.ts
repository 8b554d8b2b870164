// Next's defaults written out (next.config.ts passes them as `images`): PlainImage builds its candidates
// from them, and the optimizer refuses any other width or quality.
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384];
export const IMAGE_QUALITY = 75;
export const OPTIMIZER_WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b);
