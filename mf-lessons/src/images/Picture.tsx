import { webpSibling } from './lessonImages';

interface PictureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** the page's main picture: fetched first and never lazily */
  priority?: boolean;
}

/** A generated picture: the .webp where the browser takes it, the .jpg otherwise. */
export function Picture({ src, alt, width, height, className, priority = false }: PictureProps) {
  const webp = webpSibling(src);
  return (
    <picture>
      {webp ? <source type="image/webp" srcSet={webp} /> : null}
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
