import { useState } from 'react';
import styled from 'styled-components';
import { ImageOff, Images } from 'lucide-react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Tooltip } from '@/components/ui/tooltip';
import { UploadImage } from '@/components/ui/upload-image';

type Props = { title: string; before: string[]; after: string[] };

/** Before and after, side by side on wide screens; thumbnails pick the large photo. */
export function ProjectGallery({ title, before, after }: Props) {
  return (
    <Card as="section" aria-labelledby="gallery-title">
      <CardHeader>
        <CardTitle id="gallery-title">
          <Images size={18} aria-hidden="true" />
          Before &amp; After
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Panes>
          <Pane label="Before" title={title} images={before} />
          <Pane label="After" title={title} images={after} />
        </Panes>
      </CardBody>
    </Card>
  );
}

function Pane({ label, title, images }: { label: string; title: string; images: string[] }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  const alt = (i: number) => `${label}: ${title}, photo ${i + 1} of ${images.length}`;
  return (
    <figure>
      <Frame>
        <Tag>{label}</Tag>
        {current ? (
          <Tooltip content="Open the full-size photo">
            <a href={current} target="_blank" rel="noopener noreferrer">
              <UploadImage src={current} sizes="(max-width: 720px) 100vw, 640px" alt={alt(index)} width={640} height={400} />
            </a>
          </Tooltip>
        ) : (
          <Missing>
            <ImageOff size={28} aria-hidden="true" />
            No {label.toLowerCase()} photos
          </Missing>
        )}
      </Frame>
      {images.length > 1 && (
        <Thumbs role="list" aria-label={`${label} photos`}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={`Show ${label.toLowerCase()} photo ${i + 1}`}
              >
                <UploadImage src={src} sizes="96px" alt="" width={96} height={60} loading="lazy" />
              </button>
            </li>
          ))}
        </Thumbs>
      )}
    </figure>
  );
}

const Panes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  a,
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
  }
`;

const Tag = styled.span`
  position: absolute;
  top: 10px;
  left: 10px;
  z-index: 1;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(10, 42, 51, 0.78);
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  pointer-events: none;
`;

const Missing = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: 6px;
  height: 100%;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  overflow-x: auto;
  button {
    display: block;
    width: 72px;
    aspect-ratio: 16 / 10;
    padding: 0;
    overflow: hidden;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    &[aria-pressed='true'] {
      border-color: ${({ theme }) => theme.colors.brand};
    }
    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
