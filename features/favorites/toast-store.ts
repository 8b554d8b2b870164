import { create } from 'zustand';
import { afterNextPaint } from '@/lib/ui/idle';

// Not sonner: the toaster is in the layout, so sonner would weigh on every page's first load.

export type ToastTone = 'success' | 'warning';
export type Toast = { id: number; tone: ToastTone; text: string };

/** Long enough to read a name twice; the same text is announced to screen readers at once. */
const TOAST_DURATION_MS = 5_000;
const MAX_TOASTS = 3;

export const useToastStore = create<{ toasts: Toast[] }>(() => ({ toasts: [] }));

let lastId = 0;

export function dismissToast(id: number) {
  useToastStore.setState(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) }));
}

/** A message speaks of what the visitor just did on this page: the next page starts without it. */
export function dismissAllToasts() {
  if (useToastStore.getState().toasts.length > 0) useToastStore.setState({ toasts: [] });
}

/** The message follows the frame that shows the tap's own answer, which would otherwise wait for it. */
export function showToast(tone: ToastTone, text: string) {
  const id = ++lastId;
  afterNextPaint(() => {
    useToastStore.setState(({ toasts }) => ({ toasts: [...toasts, { id, tone, text }].slice(-MAX_TOASTS) }));
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  });
}
