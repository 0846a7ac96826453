import { useQueryClient } from '@tanstack/react-query';
import {
  createBlogCategoryRoute,
  createBlogPostRoute,
  deleteBlogCategoryRoute,
  deleteBlogPostRoute,
  updateBlogPostRoute,
  type CommandResult,
  type CreateBlogCategoryRequest,
  type CreateBlogPostRequest,
  type UpdateBlogPostRequest,
} from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { BLOG_QUERY_ROOT } from './query-root';

/** The blog's writes (blog manager only). Each refreshes every blog query once it is answered. */
export const createBlogPost = (input: CreateBlogPostRequest) => apiCommand(createBlogPostRoute, { body: input });
export const updateBlogPost = ({ id, ...input }: UpdateBlogPostRequest & { id: string }) =>
  apiCommand(updateBlogPostRoute, { params: { id }, body: input });
export const deleteBlogPost = (id: string) => apiCommand(deleteBlogPostRoute, { params: { id } });
export const createBlogCategory = (input: CreateBlogCategoryRequest) => apiCommand(createBlogCategoryRoute, { body: input });
export const deleteBlogCategory = (id: string) => apiCommand(deleteBlogCategoryRoute, { params: { id } });

type Handlers<V> = { onSuccess?: (result: CommandResult, variables: V) => void; onError?: (error: Error) => void };

/** A blog mutation with the app's 401 rule; on success the blog's queries are refetched. */
function useBlogMutation<V>(mutationFn: (variables: V) => Promise<CommandResult>, { onSuccess, onError }: Handlers<V>) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, V>({
    mutationFn,
    onSuccess: async (result, variables) => {
      await queryClient.invalidateQueries({ queryKey: [BLOG_QUERY_ROOT] });
      onSuccess?.(result, variables);
    },
    onError: (error) => onError?.(error),
  });
}

export const useCreateBlogPost = (handlers: Handlers<CreateBlogPostRequest> = {}) => useBlogMutation(createBlogPost, handlers);
export const useUpdateBlogPost = (handlers: Handlers<UpdateBlogPostRequest & { id: string }> = {}) =>
  useBlogMutation(updateBlogPost, handlers);
export const useDeleteBlogPost = (handlers: Handlers<string> = {}) => useBlogMutation(deleteBlogPost, handlers);
export const useCreateBlogCategory = (handlers: Handlers<CreateBlogCategoryRequest> = {}) => useBlogMutation(createBlogCategory, handlers);
export const useDeleteBlogCategory = (handlers: Handlers<string> = {}) => useBlogMutation(deleteBlogCategory, handlers);
