export interface PictureProps {
  jpg: string;
  webp: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** 'lazy' for images below the fold */
  loading?: 'lazy' | 'eager';
}

/** A JPEG with its WebP twin: browsers that read WebP fetch the smaller file. */
export function Picture({ jpg, webp, alt, width, height, className, loading }: PictureProps) {
  return (
    <picture>
      <source type="image/webp" srcSet={webp} />
      <img
        className={className}
        src={jpg}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
