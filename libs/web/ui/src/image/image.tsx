import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type ImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; width: number; height: number };

/** An image with explicit size (no layout shift) that shows the placeholder when it fails to load. */
export function Image({ src, alt, ...rest }: ImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // It may have failed before hydration attached onError.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  return (
    <img
      ref={ref}
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      data-failed={failed || undefined}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
