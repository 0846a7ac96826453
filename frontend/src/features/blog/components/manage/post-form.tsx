import { lazy, Suspense, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { BLOG_CATEGORIES } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Field, FieldError, Input, Label, Select, Textarea } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { useBlogCategories } from '../../api/get-blog-categories';
import type { usePostForm } from '../../hooks/use-post-form';
import { FeaturedImageField } from './featured-image-field';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

type Form = ReturnType<typeof usePostForm>;
type Props = { form: Form; editing: boolean; onCancel: () => void };

const aria = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** The dialog's fields, with each validation message beside its field. */
export function PostForm({ form, editing, onCancel }: Props) {
  const { values: v, errors: e, change } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useBlogCategories();
  const names = categories.data?.filter((c) => c.isActive).map((c) => c.name) ?? [...BLOG_CATEGORIES];
  const options = v.category && !names.includes(v.category) ? [v.category, ...names] : names;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.submit()) window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }

  return (
    <FormGrid ref={formRef} onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit Blog Post' : 'Create Post'}>
      <Field id="post-title" label="Title" error={e.title}>
        <Input
          id="post-title"
          value={v.title}
          onChange={(x) => change('title', x.target.value)}
          data-autofocus
          $invalid={!!e.title}
          {...aria('post-title', e.title)}
        />
      </Field>
      <Field
        id="post-slug"
        label="Slug"
        error={e.slug}
        hint={editing ? undefined : 'Filled in from the title; lower-case letters, digits and hyphens.'}
      >
        <Input
          id="post-slug"
          value={v.slug}
          onChange={(x) => change('slug', x.target.value)}
          $invalid={!!e.slug}
          {...aria('post-slug', e.slug)}
        />
      </Field>
      <Wide>
        <Field id="post-excerpt" label="Excerpt" error={e.excerpt}>
          <Textarea
            id="post-excerpt"
            rows={3}
            style={{ minHeight: 90 }}
            value={v.excerpt}
            onChange={(x) => change('excerpt', x.target.value)}
            $invalid={!!e.excerpt}
            {...aria('post-excerpt', e.excerpt)}
          />
        </Field>
      </Wide>
      <Wide>
        <Label id="post-content-label" htmlFor="post-content">
          Content
        </Label>
        <Suspense fallback={<Skeleton $h="290px" $radius="10px" />}>
          <RichTextEditor
            id="post-content"
            value={v.content}
            onChange={(html) => change('content', html)}
            invalid={!!e.content}
            describedBy={e.content ? 'post-content-error' : ''}
          />
        </Suspense>
        <FieldError id="post-content-error" message={e.content} />
      </Wide>
      <Field id="post-category" label="Category" error={e.category}>
        <Select
          id="post-category"
          value={v.category}
          onChange={(x) => change('category', x.target.value)}
          $invalid={!!e.category}
          {...aria('post-category', e.category)}
        >
          <option value="">Select a category</option>
          {options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="post-tags" label="Tags" error={e.tags} hint="Separate tags with commas, e.g. boilers, safety">
        <Input
          id="post-tags"
          value={v.tags}
          onChange={(x) => change('tags', x.target.value)}
          $invalid={!!e.tags}
          {...aria('post-tags', e.tags)}
        />
      </Field>
      <Wide>
        <FeaturedImageField value={v.featuredImage} error={e.featuredImage} onChange={(url) => change('featuredImage', url)} />
      </Wide>
      <Field id="post-status" label="Status" error={e.status}>
        <Select id="post-status" value={v.status} onChange={(x) => change('status', x.target.value)}>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </Select>
      </Field>
      <Field id="post-meta-title" label="Meta title" optional error={e.metaTitle}>
        <Input
          id="post-meta-title"
          value={v.metaTitle}
          onChange={(x) => change('metaTitle', x.target.value)}
          {...aria('post-meta-title', e.metaTitle)}
        />
      </Field>
      <Wide>
        <Field
          id="post-meta-description"
          label="Meta description"
          optional
          error={e.metaDescription}
          hint="Shown by search engines; the excerpt is used when empty."
        >
          <Textarea
            id="post-meta-description"
            rows={2}
            style={{ minHeight: 70 }}
            value={v.metaDescription}
            onChange={(x) => change('metaDescription', x.target.value)}
            {...aria('post-meta-description', e.metaDescription)}
          />
        </Field>
      </Wide>
      <Actions>
        <Button $variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.isSaving}>
          {form.isSaving ? 'Saving...' : editing ? 'Update Post' : 'Create Post'}
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
