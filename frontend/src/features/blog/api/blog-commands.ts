import { useQueryClient } from '@tanstack/react-query';
import type { CommandResult, CreateBlogCategoryRequest, CreateBlogPostRequest, UpdateBlogPostRequest } from '@tradeguild/contracts';
import { sendCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { BLOG_QUERY_ROOT } from './query-root';

/** The blog's writes (blog manager only). Each refreshes every blog query once it is answered. */
export const createBlogPost = (input: CreateBlogPostRequest) => sendCommand('POST', '/api/blog/posts', input);
export const updateBlogPost = ({ id, ...input }: UpdateBlogPostRequest & { id: string }) =>
  sendCommand('PUT', `/api/blog/posts/${encodeURIComponent(id)}`, input);
export const deleteBlogPost = (id: string) => sendCommand('DELETE', `/api/blog/posts/${encodeURIComponent(id)}`);
export const createBlogCategory = (input: CreateBlogCategoryRequest) => sendCommand('POST', '/api/blog/categories', input);
export const deleteBlogCategory = (id: string) => sendCommand('DELETE', `/api/blog/categories/${encodeURIComponent(id)}`);

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
