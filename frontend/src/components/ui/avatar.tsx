import styled from 'styled-components';
import { UserRound } from 'lucide-react';
import { UploadImage } from './upload-image';

type AvatarProps = { src?: string | null; alt: string; size?: number };

/** A round profile picture, or a neutral user icon when there is none. */
export function Avatar({ src, alt, size = 36 }: AvatarProps) {
  return (
    <Frame $size={size}>
      {src ? (
        <UploadImage src={src} sizes={`${size}px`} alt={alt} width={size} height={size} />
      ) : (
        <UserRound size={Math.round(size * 0.55)} role="img" aria-label={alt} />
      )}
    </Frame>
  );
}

const Frame = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
