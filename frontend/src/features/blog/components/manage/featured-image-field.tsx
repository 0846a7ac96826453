import { useRef, type Ref } from 'react';
import styled from 'styled-components';
import { Upload, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form';
import { useBlogImageUpload } from '../../hooks/use-blog-image-upload';
import { UploadImage } from '@/components/ui/upload-image';

type Props = {
  value: string;
  error?: string;
  onChange: (url: string) => void;
  /** The address box: what a form focuses when the image is invalid. */
  ref?: Ref<HTMLInputElement>;
};

/** The featured image: an address, or an uploaded file (any image type), with a preview. */
export function FeaturedImageField({ value, error, onChange, ref }: Props) {
  const file = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useBlogImageUpload();

  async function pick(picked: File | undefined) {
    if (!picked) return;
    const url = await upload(picked);
    if (url) onChange(url);
  }

  return (
    <Field id="post-featured-image" label="Featured image" optional error={error}>
      <Row>
        <Input
          ref={ref}
          id="post-featured-image"
          value={value}
          placeholder="https://... or upload an image"
          onChange={(e) => onChange(e.target.value)}
          $invalid={!!error}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'post-featured-image-error' : undefined}
        />
        <Button $variant="outline" onClick={() => file.current?.click()} disabled={uploading}>
          <Upload size={16} aria-hidden="true" />
          {uploading ? 'Uploading...' : 'Upload image'}
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          aria-label="Featured image file"
          onChange={(e) => {
            const picked = e.target.files?.[0];
            e.target.value = '';
            void pick(picked);
          }}
        />
      </Row>
      {value && !error && (
        <Preview>
          <UploadImage src={value} sizes="(max-width: 800px) 100vw, 800px" alt="Featured image preview" width={1200} height={630} />
          <Button $variant="light" $size="sm" onClick={() => onChange('')} aria-label="Remove featured image">
            <X size={14} aria-hidden="true" />
          </Button>
        </Preview>
      )}
    </Field>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  input {
    flex: 1 1 220px;
  }
`;

const Preview = styled.div`
  position: relative;
  width: 220px;
  margin-top: ${({ theme }) => theme.space(2)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  img {
    width: 100%;
    aspect-ratio: 1200 / 630;
    object-fit: cover;
  }
  button {
    position: absolute;
    top: 6px;
    right: 6px;
    background: rgba(10, 42, 51, 0.7);
  }
`;
