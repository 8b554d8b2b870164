/**
 * What Next's image optimizer makes (next.config.ts passes these as its `images` settings, Next's own
 * defaults written out): the widths it resizes to and the one quality it allows. PlainImage builds its
 * candidates from them in the browser, and the optimizer refuses any other width or quality.
 */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384];
export const IMAGE_QUALITY = 75;
/** Every width the optimizer makes, narrowest first. */
export const OPTIMIZER_WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b);
