import { contrastRatio } from '@/lib/ui/contrast';

const WHITE = '#ffffff';
const BLACK = '#000000';

export type HomeTheme = {
  /** The panel's home_text_color: the arrow and the text of the home panel. */
  accent: string;
  /** Black or white, whichever sets the accent off best: the arrow's halo and the panel's background. */
  ground: string;
};

// Every colour reaches at least 4.58:1 against black or white, so the panel's text always passes WCAG AA;
// an unusable colour falls back to white.
export function homeTheme(color: string | null): HomeTheme {
  const accent = color && contrastRatio(color, WHITE) !== null ? color.trim() : WHITE;
  const onBlack = contrastRatio(accent, BLACK) ?? 0;
  const onWhite = contrastRatio(accent, WHITE) ?? 0;
  return { accent, ground: onBlack >= onWhite ? BLACK : WHITE };
}
