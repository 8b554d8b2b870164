export type FormStatus = 'idle' | 'sending' | 'sent';

/** After Sent, the form empties and returns to Send this much later. */
export const FORM_RESET_DELAY_MS = 2_500;
