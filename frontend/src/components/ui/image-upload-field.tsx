import { useId, useState, type DragEvent, type Ref } from 'react';
import styled from 'styled-components';
import { ImagePlus, X } from 'lucide-react';
import { FieldError } from '@/components/ui/form';
import { useImageUpload } from '@/lib/use-image-upload';
import { UploadImage } from './upload-image';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

type Props = {
  id: string;
  label: string;
  hint: string;
  /** How many photos the list may hold. */
  max: number;
  /** What a photo is called in its alt text and its Remove button ('After' -> 'After photo 1'); the label by default. */
  photoName?: string;
  value: string[];
  onAdd: (url: string) => void;
  onRemove: (url: string) => void;
  error?: string;
  /** The file input: what a form focuses when the list is invalid. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A list of photos through the checked upload (the portfolio's before and after, a project's photos):
 * thumbnails, live upload progress, remove, add or drop files.
 */
export function ImageUploadField({ id, label, hint, max, photoName = label, value, onAdd, onRemove, error, ref }: Props) {
  const labelId = useId();
  const [dragging, setDragging] = useState(false);
  const { pending, upload } = useImageUpload(onAdd);
  const room = max - value.length - pending.length;

  const add = (files: FileList | null) => {
    if (files?.length) void upload(Array.from(files).slice(0, Math.max(0, room)));
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  };

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <Head>
        <span id={labelId}>{label}</span>
        <small>
          {value.length} of {max}
        </small>
      </Head>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <Grid role="list">
        {value.map((src, i) => (
          <Tile key={src} role="listitem">
            <UploadImage src={src} sizes="160px" alt={`${photoName} photo ${i + 1}`} width={160} height={100} />
            <Remove type="button" onClick={() => onRemove(src)} aria-label={`Remove ${photoName.toLowerCase()} photo ${i + 1}`}>
              <X size={14} aria-hidden="true" />
            </Remove>
          </Tile>
        ))}
        {pending.map((p) => (
          <Tile key={p.key} role="listitem" aria-busy="true">
            <img src={p.preview} alt="" width={160} height={100} style={{ opacity: 0.5 }} />
            <Progress
              role="progressbar"
              aria-label={`Uploading ${p.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(p.progress * 100)}
            >
              <span style={{ width: `${Math.round(p.progress * 100)}%` }} />
            </Progress>
          </Tile>
        ))}
        {room > 0 && (
          <Drop
            role="listitem"
            $dragging={dragging}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <label htmlFor={id}>
              <ImagePlus size={22} aria-hidden="true" />
              Add photos
            </label>
            <input
              ref={ref}
              id={id}
              type="file"
              accept={ACCEPT}
              multiple
              onChange={(e) => {
                add(e.target.files);
                // The same file can be picked again.
                e.target.value = '';
              }}
              aria-describedby={`${id}-hint`}
            />
          </Drop>
        )}
      </Grid>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  small {
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Hint = styled.p`
  margin: 2px 0 ${({ theme }) => theme.space(2.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
`;

const Tile = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Remove = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: none;
  border-radius: 50%;
  background: rgba(10, 42, 51, 0.8);
  color: ${({ theme }) => theme.colors.white};
  &:hover {
    background: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Progress = styled.div`
  position: absolute;
  left: 10px;
  right: 10px;
  bottom: 10px;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.8);
  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.brand};
    transition: width 0.15s ease;
  }
`;

const Drop = styled.div<{ $dragging: boolean }>`
  position: relative;
  aspect-ratio: 16 / 10;
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.brand : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.brandTint : theme.colors.surface)};
  label {
    display: grid;
    place-items: center;
    align-content: center;
    gap: 4px;
    height: 100%;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
    cursor: pointer;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  &:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
