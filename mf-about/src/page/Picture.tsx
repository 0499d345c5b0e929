import { aboutContent } from '../content';
import type { ContentImage } from './pageContent';

export interface PictureProps {
  image: ContentImage;
  /** below the fold: let the browser fetch it when it comes near */
  lazy?: boolean;
  className?: string;
}

/** One of this remote's images, as WebP where the browser takes it and JPEG otherwise. */
export function Picture({ image, lazy = false, className }: PictureProps) {
  const jpeg = aboutContent.assetUrl(image.src);
  return (
    <picture>
      <source srcSet={jpeg.replace(/\.jpg$/, '.webp')} type="image/webp" />
      <img
        src={jpeg}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
