'use client';

import { useCallback } from 'react';

/** An object URL, nothing uploaded; the ref's cleanup releases it when the <img> stops showing the file. */
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
