import { uploadImageRoute } from '@tradeguild/contracts';
import { apiUpload } from '@/lib/api-client';

/** POST /api/upload/image (multipart, field `image`) -> the stored image's address. Errors read '{status}: {body}'. */
export async function uploadBlogImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await apiUpload(uploadImageRoute, form)).url;
}
