import { Controller, useFormState } from 'react-hook-form';
import { editProjectRequestSchema, PROJECT_PHOTOS_MAX, type ClientProject, type EditProjectRequest } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { Field, Input, Textarea } from '@/components/ui/form';
import { TwoColumns } from '@/components/ui/form-section';
import { formFailed, invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useEditProject } from '../api/edit-project';
import { ImageUploadField } from '@/components/ui/image-upload-field';

const valuesOf = (p: ClientProject): EditProjectRequest => ({
  title: p.title,
  description: p.description,
  location: p.location ?? '',
  budget: p.budget ?? '',
  timeline: p.timeline ?? '',
  photos: p.photos,
});

/** 'Edit project': the details tradespeople quote on, while the project is open. */
export function EditProjectDialog({ project, open, onClose }: { project: ClientProject; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Edit project" description="Tradespeople who already quoted will see the new details." wide>
      {open && <EditProjectForm project={project} onDone={onClose} />}
    </Dialog>
  );
}

function EditProjectForm({ project, onDone }: { project: ClientProject; onDone: () => void }) {
  const form = useContractForm({ schema: editProjectRequestSchema, defaultValues: valuesOf(project) });
  const { errors, isDirty } = useFormState({ control: form.control });
  const edit = useEditProject({
    onSuccess: () => {
      toast({ title: 'Project updated' });
      onDone();
    },
    onError: formFailed(form, 'Failed to save your changes. Please try again.'),
  });
  const onSubmit = useCommandSubmit(form, (values, commandId) => edit.mutateAsync({ ...values, projectId: project.id, commandId }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogBody>
        <Field id="edit-title" label="Project Title" error={errors.title?.message}>
          <Input id="edit-title" maxLength={200} {...form.register('title')} {...invalidProps('edit-title', errors.title?.message)} />
        </Field>
        <Field id="edit-description" label="Detailed Description" error={errors.description?.message}>
          <Textarea
            id="edit-description"
            maxLength={5000}
            {...form.register('description')}
            {...invalidProps('edit-description', errors.description?.message)}
          />
        </Field>
        <Field id="edit-location" label="Location" optional error={errors.location?.message}>
          <Input
            id="edit-location"
            maxLength={200}
            placeholder="e.g. Headingley, Leeds LS6"
            {...form.register('location')}
            {...invalidProps('edit-location', errors.location?.message)}
          />
        </Field>
        <TwoColumns>
          <Field id="edit-budget" label="Budget" optional error={errors.budget?.message}>
            <Input
              id="edit-budget"
              maxLength={100}
              placeholder="e.g. £2,000 - £3,000"
              {...form.register('budget')}
              {...invalidProps('edit-budget', errors.budget?.message)}
            />
          </Field>
          <Field id="edit-timeline" label="Timeline" optional error={errors.timeline?.message}>
            <Input
              id="edit-timeline"
              maxLength={100}
              placeholder="e.g. Within 2 months"
              {...form.register('timeline')}
              {...invalidProps('edit-timeline', errors.timeline?.message)}
            />
          </Field>
        </TwoColumns>
        <Controller
          control={form.control}
          name="photos"
          render={({ field, fieldState: { error } }) => (
            <ImageUploadField
              ref={field.ref}
              id="edit-photos"
              label="Photos"
              photoName="Project"
              hint="JPEG, PNG, WebP or GIF, up to 5 MB each. Photos help tradespeople quote accurately."
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
        <DialogActions>
          <Button type="submit" disabled={edit.isPending || !isDirty}>
            {edit.isPending ? 'Saving...' : 'Save changes'}
          </Button>
          <Button $variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
