import { lazy, Suspense } from 'react';
import { useController } from 'react-hook-form';
import styled from 'styled-components';
import { BLOG_CATEGORIES } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Field, FieldError, Input, Label, Select, Textarea } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { useBlogCategories } from '../../api/get-blog-categories';
import type { usePostForm } from '../../hooks/use-post-form';
import type { PostFormValues } from '../../lib/post-form-values';
import { invalidProps } from '@/lib/forms';
import { FeaturedImageField } from './featured-image-field';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

type Form = ReturnType<typeof usePostForm>;
type Props = { form: Form; editing: boolean; onCancel: () => void };

/** The dialog's fields, with each validation message beside its field. */
export function PostForm({ form: { form, fields, onSubmit, isSaving }, editing, onCancel }: Props) {
  const { errors } = form.formState;
  const message = (name: keyof PostFormValues) => errors[name]?.message;
  const { register } = form;
  const category = form.watch('category');
  const categories = useBlogCategories();
  const names = categories.data?.filter((c) => c.isActive).map((c) => c.name) ?? [...BLOG_CATEGORIES];
  const options = category && !names.includes(category) ? [category, ...names] : names;
  // Registered in page order, the order in which the first invalid field is looked for (and focused):
  // the editor and the image field are bound here, after the inputs above each of them.
  const excerpt = register('excerpt');
  const { field: content } = useController({ control: form.control, name: 'content' });
  const categoryInput = register('category');
  const tags = register('tags');
  const { field: featuredImage } = useController({ control: form.control, name: 'featuredImage' });

  return (
    <FormGrid onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit Blog Post' : 'Create Post'}>
      <Field id="post-title" label="Title" error={message('title')}>
        <Input id="post-title" data-autofocus {...fields.title} {...invalidProps('post-title', message('title'))} />
      </Field>
      <Field
        id="post-slug"
        label="Slug"
        error={message('slug')}
        hint={editing ? undefined : 'Filled in from the title; lower-case letters, digits and hyphens.'}
      >
        <Input id="post-slug" {...fields.slug} {...invalidProps('post-slug', message('slug'))} />
      </Field>
      <Wide>
        <Field id="post-excerpt" label="Excerpt" error={message('excerpt')}>
          <Textarea
            id="post-excerpt"
            rows={3}
            style={{ minHeight: 90 }}
            {...excerpt}
            {...invalidProps('post-excerpt', message('excerpt'))}
          />
        </Field>
      </Wide>
      <Wide>
        <Label id="post-content-label" htmlFor="post-content">
          Content
        </Label>
        <Suspense fallback={<Skeleton $h="290px" $radius="10px" />}>
          <RichTextEditor
            ref={content.ref}
            id="post-content"
            value={content.value}
            onChange={content.onChange}
            invalid={!!message('content')}
            describedBy={message('content') ? 'post-content-error' : ''}
          />
        </Suspense>
        <FieldError id="post-content-error" message={message('content')} />
      </Wide>
      <Field id="post-category" label="Category" error={message('category')}>
        <Select id="post-category" {...categoryInput} {...invalidProps('post-category', message('category'))}>
          <option value="">Select a category</option>
          {options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="post-tags" label="Tags" error={message('tags')} hint="Separate tags with commas, e.g. boilers, safety">
        <Input id="post-tags" {...tags} {...invalidProps('post-tags', message('tags'))} />
      </Field>
      <Wide>
        <FeaturedImageField
          ref={featuredImage.ref}
          value={featuredImage.value}
          error={message('featuredImage')}
          onChange={featuredImage.onChange}
        />
      </Wide>
      <Field id="post-status" label="Status" error={message('status')}>
        <Select id="post-status" {...register('status')}>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </Select>
      </Field>
      <Field id="post-meta-title" label="Meta title" optional error={message('metaTitle')}>
        <Input id="post-meta-title" {...register('metaTitle')} {...invalidProps('post-meta-title', message('metaTitle'))} />
      </Field>
      <Wide>
        <Field
          id="post-meta-description"
          label="Meta description"
          optional
          error={message('metaDescription')}
          hint="Shown by search engines; the excerpt is used when empty."
        >
          <Textarea
            id="post-meta-description"
            rows={2}
            style={{ minHeight: 70 }}
            {...register('metaDescription')}
            {...invalidProps('post-meta-description', message('metaDescription'))}
          />
        </Field>
      </Wide>
      <Actions>
        <Button $variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : editing ? 'Update Post' : 'Create Post'}
        </Button>
      </Actions>
    </FormGrid>
  );
}

const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Actions = styled(Wide)`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2.5)};
  padding-top: ${({ theme }) => theme.space(2)};
`;
