// Its own module, importing nothing: next.config.ts reads it too.

/** The query parameter of a reviewer's picks on a shared shortlist (picks-link.ts writes its value). */
export const PICKS_PARAM = 'picks';
