'use client';

/** Goes one step back in the visitor's history. */
export function BackButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.history.back()}>
      {label}
    </button>
  );
}
