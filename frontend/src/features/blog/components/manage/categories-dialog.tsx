import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Plus, Trash2 } from 'lucide-react';
import { createBlogCategoryRequestSchema, defaultCategoryDescription } from '@tradeguild/contracts';
import { errorMessage } from '@/components/feedback/error-message';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError, Input } from '@/components/ui/form';
import { invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useCreateBlogCategory, useDeleteBlogCategory } from '../../api/blog-commands';
import { useBlogCategories, type BlogCategory } from '../../api/get-blog-categories';

const categoryFormSchema = createBlogCategoryRequestSchema.pick({ name: true });

/** 'Manage Categories': add by name (Enter or Add), delete after confirmation. */
export function CategoriesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useContractForm({ schema: categoryFormSchema, defaultValues: { name: '' } });
  const typed = form.watch('name');
  const error = form.formState.errors.name?.message;
  const categories = useBlogCategories({ enabled: open });
  const create = useCreateBlogCategory({
    onSuccess: (_result, input) => {
      toast({ title: 'Category created successfully', description: input.name });
      form.reset({ name: '' });
    },
    onError: (error) => toast({ title: 'Error', description: `Failed to create category: ${errorMessage(error)}`, variant: 'destructive' }),
  });
  const remove = useDeleteBlogCategory({
    onSuccess: () => toast({ title: 'Category deleted successfully' }),
    onError: (error) => toast({ title: 'Error', description: `Failed to delete category: ${errorMessage(error)}`, variant: 'destructive' }),
  });

  const send = useCommandSubmit(form, ({ name }, commandId) =>
    create.mutateAsync({ name, description: defaultCategoryDescription(name), isActive: true, commandId }),
  );
  // Add is disabled while the name is blank (spec section 5); Enter then does nothing either.
  const add = (event: FormEvent<HTMLFormElement>) => (typed.trim() ? send(event) : event.preventDefault());

  function confirmDelete(category: BlogCategory) {
    if (window.confirm(`Are you sure you want to delete the category "${category.name}"?`)) remove.mutate(category.id);
  }

  return (
    <Dialog open={open} onClose={onClose} title="Manage Categories" description="Categories authors can choose for their posts.">
      <form onSubmit={add} noValidate>
        <AddRow>
          <Input
            placeholder="New category name"
            aria-label="New category name"
            data-autofocus
            {...form.register('name')}
            {...invalidProps('new-category', error)}
          />
          <Button type="submit" disabled={!typed.trim() || create.isPending}>
            <Plus size={16} aria-hidden="true" />
            Add
          </Button>
        </AddRow>
        <FieldError id="new-category-error" message={error} />
      </form>
      {categories.isPending ? (
        <Note>Loading categories...</Note>
      ) : categories.isError ? (
        <Note role="alert">{errorMessage(categories.error)}</Note>
      ) : categories.data.length === 0 ? (
        <Note>No categories found</Note>
      ) : (
        <List aria-label="Categories">
          {categories.data.map((c) => (
            <li key={c.id}>
              <span>{c.name}</span>
              <Button
                $variant="ghost"
                $size="sm"
                aria-label={`Delete category ${c.name}`}
                onClick={() => confirmDelete(c)}
                disabled={remove.isPending}
              >
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </List>
      )}
    </Dialog>
  );
}

const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  max-height: 50vh;
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)} ${theme.space(1)} ${theme.space(3.5)}`};
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li button {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
