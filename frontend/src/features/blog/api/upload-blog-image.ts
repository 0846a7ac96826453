import { uploadImageResponseSchema } from '@tradeguild/contracts';
import { ApiError } from '@/lib/api-error';

/** POST /api/upload/image (multipart, field `image`) -> the stored image's address. Errors read '{status}: {body}'. */
export async function uploadBlogImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const res = await fetch('/api/upload/image', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  return uploadImageResponseSchema.parse(await res.json()).url;
}
