import { Images } from 'lucide-react';
import { FormSection } from '@/components/ui/form-section';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { Controller } from 'react-hook-form';
import { addImage, type PortfolioForm } from './use-portfolio-form';

/** The contract's cap on before and after images (portfolio-project.types.ts). */
const PORTFOLIO_IMAGES_MAX = 12;

const HINT = 'JPEG, PNG, WebP or GIF, up to 5 MB each. Drop files here or choose them.';

export function PhotosSection({ form }: { form: PortfolioForm }) {
  return (
    <FormSection
      id="photos-title"
      icon={Images}
      title="Before & After Photos"
      description="The first after photo is the one shown on your project card."
    >
      {(['beforeImages', 'afterImages'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState: { error } }) => (
            <ImageUploadField
              ref={field.ref}
              id={name}
              label={name === 'beforeImages' ? 'Before' : 'After'}
              hint={HINT}
              max={PORTFOLIO_IMAGES_MAX}
              value={field.value}
              onAdd={(url) => addImage(form, name, url)}
              onRemove={(url) => field.onChange(field.value.filter((u) => u !== url))}
              error={error?.message}
            />
          )}
        />
      ))}
    </FormSection>
  );
}
