import { describe, expect, it } from 'vitest';
import { announcedStep, sameFiguresShown, uploadFigures } from '@/lib/forms/upload-figures';

describe('an upload’s figures', () => {
  it('gives the share sent in whole percent and the megabytes', () => {
    expect(uploadFigures(1_250_000, 5_000_000, 500)).toEqual({
      percent: 25,
      sentMegabytes: 1.25,
      totalMegabytes: 5,
      secondsLeft: null,
    });
    expect(uploadFigures(4_999_999, 5_000_000, 20_000).percent).toBe(99);
  });

  it('tells the time left from the pace once a second has passed', () => {
    // 200 kB/s (1.6 Mbit/s): 3 MB left take 15 s.
    expect(uploadFigures(2_000_000, 5_000_000, 10_000).secondsLeft).toBe(15);
    expect(uploadFigures(100_000, 5_000_000, 999).secondsLeft).toBeNull();
    expect(uploadFigures(0, 5_000_000, 3_000).secondsLeft).toBeNull();
  });

  it('tells a report that reads as the last one shown from one that changes a figure', () => {
    const shown = uploadFigures(1_210_000, 5_000_000, 500);
    expect(sameFiguresShown(shown, uploadFigures(1_240_000, 5_000_000, 600))).toBe(true);
    expect(sameFiguresShown(shown, uploadFigures(1_260_000, 5_000_000, 600))).toBe(false);
    expect(sameFiguresShown(shown, uploadFigures(1_210_000, 5_000_000, 2_000))).toBe(false);
    expect(sameFiguresShown(null, shown)).toBe(false);
  });

  it('names each quarter passed, and nothing before the first or once all is sent', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 99, 100].map(announcedStep)).toEqual([
      0, 0, 25, 25, 50, 50, 75, 75, 0,
    ]);
  });
});
