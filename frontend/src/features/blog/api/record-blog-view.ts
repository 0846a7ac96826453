/** POST /api/blog/posts/{id}/views, once per visit. A lost view is not worth an error on screen. */
export function recordBlogView(postId: string): void {
  void fetch(`/api/blog/posts/${encodeURIComponent(postId)}/views`, { method: 'POST', credentials: 'include', keepalive: true }).catch(
    () => undefined,
  );
}
