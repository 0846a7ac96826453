import { useState } from 'react';
import { errorMessage } from '@/components/feedback/error-message';
import { isUnauthorizedError } from '@/lib/api-error';
import { handleUnauthorized } from '@/lib/app-mutation';
import { toast } from '@/lib/toast-store';
import { uploadBlogImage } from '../api/upload-blog-image';

/** Uploads one image with the spec's toasts; resolves to its address, or null when it failed. */
export function useBlogImageUpload() {
  const [uploading, setUploading] = useState(false);

  async function upload(file: File): Promise<string | null> {
    setUploading(true);
    try {
      const url = await uploadBlogImage(file);
      toast({ title: 'Image uploaded successfully', description: file.name });
      return url;
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Error', description: `Failed to upload image: ${errorMessage(error)}`, variant: 'destructive' });
      return null;
    } finally {
      setUploading(false);
    }
  }

  return { upload, uploading };
}
