'use client';

import { useCallback } from 'react';

/**
 * A chosen image shown from the visitor's own device (an object URL, nothing uploaded). The URL lives
 * exactly as long as the <img> shows this file: the ref's cleanup releases it.
 */
export function FilePreview({ file, alt, className }: { file: Blob; alt: string; className?: string }) {
  const showFile = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  // eslint-disable-next-line @next/next/no-img-element -- a local blob: next/image cannot optimise it
  return <img ref={showFile} alt={alt} className={className} />;
}
