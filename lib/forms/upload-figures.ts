export type UploadFigures = {
  /** 0–100, whole. */
  percent: number;
  sentMegabytes: number;
  totalMegabytes: number;
  /** Null until the pace can be told. */
  secondsLeft: number | null;
};

/** Before this, a pace read from the first bytes (which fill the connection's buffers at once) misleads. */
const PACE_AFTER_MS = 1_000;
const MEGABYTE = 1_000_000;

/** `sent` of `total` bytes `elapsedMs` after this try began. */
export function uploadFigures(sent: number, total: number, elapsedMs: number): UploadFigures {
  const share = total > 0 ? Math.min(1, sent / total) : 0;
  const bytesPerMs = elapsedMs > 0 ? sent / elapsedMs : 0;
  return {
    percent: Math.floor(share * 100),
    sentMegabytes: sent / MEGABYTE,
    totalMegabytes: total / MEGABYTE,
    secondsLeft:
      elapsedMs >= PACE_AFTER_MS && bytesPerMs > 0 ? Math.ceil((total - sent) / bytesPerMs / 1000) : null,
  };
}

const tenths = (megabytes: number) => Math.round(megabytes * 10);

/** Whether two reports read the same on screen: the browser reports far more often than that changes. */
export const sameFiguresShown = (shown: UploadFigures | null, next: UploadFigures): boolean =>
  shown !== null &&
  shown.percent === next.percent &&
  tenths(shown.sentMegabytes) === tenths(next.sentMegabytes) &&
  tenths(shown.totalMegabytes) === tenths(next.totalMegabytes) &&
  shown.secondsLeft === next.secondsLeft;

/** The last quarter passed (25, 50, 75), which a screen reader is told; 0 before the first. */
export const announcedStep = (percent: number): number =>
  percent >= 100 ? 0 : Math.floor(percent / 25) * 25;
