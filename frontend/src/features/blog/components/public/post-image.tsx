import styled from 'styled-components';
import { BookOpen } from 'lucide-react';
import { UploadImage } from '@/components/ui/upload-image';

type Props = { src: string | null; alt: string; category: string; eager?: boolean };

/**
 * A post's featured image at the site's 1200 x 630 shape (width and height given, so nothing jumps
 * while it loads), or a calm placeholder naming the category.
 */
export function PostImage({ src, alt, category, eager = false }: Props) {
  if (!src) {
    return (
      <Placeholder aria-hidden="true">
        <BookOpen size={30} />
        <span>{category}</span>
      </Placeholder>
    );
  }
  return (
    <Frame>
      <UploadImage
        src={src}
        sizes="(max-width: 840px) 100vw, 800px"
        alt={alt}
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </Frame>
  );
}

const Frame = styled.div`
  aspect-ratio: 1200 / 630;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space(2)};
  aspect-ratio: 1200 / 630;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandSoft}, ${({ theme }) => theme.colors.accentSoft});
  color: ${({ theme }) => theme.colors.brand};
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;
