import { Images } from 'lucide-react';
import { FormSection } from '@/components/ui/form-section';
import { ImageUploadField } from './image-upload-field';
import type { PortfolioSectionProps } from './use-portfolio-form';

const HINT = 'JPEG, PNG, WebP or GIF, up to 5 MB each. Drop files here or choose them.';

export function PhotosSection({ values, errors, addImage, removeImage }: PortfolioSectionProps) {
  return (
    <FormSection
      id="photos-title"
      icon={Images}
      title="Before & After Photos"
      description="The first after photo is the one shown on your project card."
    >
      <ImageUploadField
        id="beforeImages"
        label="Before"
        hint={HINT}
        value={values.beforeImages}
        onAdd={(u) => addImage('beforeImages', u)}
        onRemove={(u) => removeImage('beforeImages', u)}
        error={errors.beforeImages}
      />
      <ImageUploadField
        id="afterImages"
        label="After"
        hint={HINT}
        value={values.afterImages}
        onAdd={(u) => addImage('afterImages', u)}
        onRemove={(u) => removeImage('afterImages', u)}
        error={errors.afterImages}
      />
    </FormSection>
  );
}
