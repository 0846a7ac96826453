import { Camera } from 'lucide-react';
import { Controller, useFormState } from 'react-hook-form';
import { PROJECT_PHOTOS_MAX } from '@tradeguild/contracts';
import { FormSection } from '@/components/ui/form-section';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import type { ProjectForm } from './use-project-form';

/** Optional photos of the job, uploaded as they are chosen (the same checked upload an edit uses). */
export function PhotosSection({ form }: { form: ProjectForm }) {
  const { errors } = useFormState({ control: form.control, name: 'photos' });
  return (
    <FormSection id="photos-title" icon={Camera} title="Photos" description="Optional. Photos help tradespeople quote accurately.">
      <Controller
        control={form.control}
        name="photos"
        render={({ field, fieldState: { error } }) => (
          <ImageUploadField
            ref={field.ref}
            id="project-photos"
            label="Photos of the job"
            photoName="Project"
            hint={`JPEG, PNG, WebP or GIF, up to 5 MB each; at most ${PROJECT_PHOTOS_MAX}.`}
            max={PROJECT_PHOTOS_MAX}
            value={field.value ?? []}
            onAdd={(url) => {
              const current = form.getValues('photos') ?? [];
              if (!current.includes(url)) form.setValue('photos', [...current, url], { shouldDirty: true, shouldValidate: true });
            }}
            onRemove={(url) => field.onChange((field.value ?? []).filter((u) => u !== url))}
            error={error?.message ?? (errors.photos as { root?: { message?: string } } | undefined)?.root?.message}
          />
        )}
      />
    </FormSection>
  );
}
