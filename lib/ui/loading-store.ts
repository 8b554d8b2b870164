import { create } from 'zustand';

type LoadingState = {
  /** Active holds, e.g. the language switch's 600 ms. */
  overlayHolds: number;
  /** A route change that is taking long. */
  navigating: boolean;
};

/** The global loading overlay, shown while a hold is active or a navigation is slow. */
export const useLoadingStore = create<LoadingState>(() => ({ overlayHolds: 0, navigating: false }));

export function holdLoadingOverlay(ms: number) {
  useLoadingStore.setState((state) => ({ overlayHolds: state.overlayHolds + 1 }));
  setTimeout(() => useLoadingStore.setState((state) => ({ overlayHolds: state.overlayHolds - 1 })), ms);
}
