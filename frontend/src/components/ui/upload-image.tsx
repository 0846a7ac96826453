import type { ImgHTMLAttributes } from 'react';
import { uploadSrcSet } from '@tradeguild/contracts/uploads/variants';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** How wide the image is drawn (CSS lengths, media conditions allowed): the browser picks the size it needs. */
  sizes: string;
};

/**
 * An image that may be an upload: uploads re-encoded since issue 24 come in 400, 800 and 1600 px
 * WebP (as many as the original was wide), offered through `srcset` with the caller's `sizes`.
 * Older uploads, shipped images and https addresses are a plain `src`.
 */
export function UploadImage({ src, sizes, alt, ...rest }: Props) {
  const srcSet = uploadSrcSet(src);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} {...rest} />;
}
