import { create } from 'zustand';

type LoadingState = {
  overlayHolds: number;
  /** A route change that is taking long. */
  navigating: boolean;
};

export const useLoadingStore = create<LoadingState>(() => ({ overlayHolds: 0, navigating: false }));

export function holdLoadingOverlay(ms: number) {
  useLoadingStore.setState((state) => ({ overlayHolds: state.overlayHolds + 1 }));
  setTimeout(() => useLoadingStore.setState((state) => ({ overlayHolds: state.overlayHolds - 1 })), ms);
}
