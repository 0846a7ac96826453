import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Plus, Trash2 } from 'lucide-react';
import { defaultCategoryDescription } from '@tradeguild/contracts';
import { errorMessage } from '@/components/feedback/error-message';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/form';
import { toast } from '@/lib/toast-store';
import { useCreateBlogCategory, useDeleteBlogCategory } from '../../api/blog-commands';
import { useBlogCategories, type BlogCategory } from '../../api/get-blog-categories';

/** 'Manage Categories': add by name (Enter or Add), delete after confirmation. */
export function CategoriesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const categories = useBlogCategories({ enabled: open });
  const create = useCreateBlogCategory({
    onSuccess: () => {
      toast({ title: 'Category created successfully', description: name.trim() });
      setName('');
    },
    onError: (error) => toast({ title: 'Error', description: `Failed to create category: ${errorMessage(error)}`, variant: 'destructive' }),
  });
  const remove = useDeleteBlogCategory({
    onSuccess: () => toast({ title: 'Category deleted successfully' }),
    onError: (error) => toast({ title: 'Error', description: `Failed to delete category: ${errorMessage(error)}`, variant: 'destructive' }),
  });

  function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || create.isPending) return;
    create.mutate({ name: trimmed, description: defaultCategoryDescription(trimmed), isActive: true, commandId: crypto.randomUUID() });
  }

  function confirmDelete(category: BlogCategory) {
    if (window.confirm(`Are you sure you want to delete the category "${category.name}"?`)) remove.mutate(category.id);
  }

  return (
    <Dialog open={open} onClose={onClose} title="Manage Categories" description="Categories authors can choose for their posts.">
      <AddRow onSubmit={add}>
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="New category name"
          aria-label="New category name"
          data-autofocus
        />
        <Button type="submit" disabled={!name.trim() || create.isPending}>
          <Plus size={16} aria-hidden="true" />
          Add
        </Button>
      </AddRow>
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

const AddRow = styled.form`
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
