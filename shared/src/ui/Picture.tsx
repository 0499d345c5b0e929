export interface PictureProps {
  /** the JPEG (or PNG), which every browser reads */
  jpg: string;
  /** its WebP twin, when the generator wrote one: browsers that read WebP fetch the smaller file */
  webp?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** 'lazy' for pictures below the fold */
  loading?: 'lazy' | 'eager';
  /** the page's main picture: fetched first, never lazily */
  priority?: boolean;
}

/** A content picture: its WebP where the browser takes it, the JPEG otherwise. */
export function Picture({
  jpg,
  webp,
  alt,
  width,
  height,
  className,
  loading,
  priority = false,
}: PictureProps) {
  return (
    <picture>
      {webp ? <source type="image/webp" srcSet={webp} /> : null}
      <img
        className={className}
        src={jpg}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
