import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/components/feedback/error-message';
import { isUnauthorizedError } from '@/lib/api-error';
import { handleUnauthorized } from '@/lib/app-mutation';
import { toast } from '@/lib/toast-store';
import { checkImageFile, uploadImage } from '@/lib/upload-image';

export type PendingUpload = { key: string; name: string; preview: string; progress: number };

/**
 * Uploads files one request each, showing a local preview and progress until the server's url
 * arrives; `onUploaded` then adds that url to the form. Failures toast 'Failed to upload image: ...'.
 */
export function useImageUpload(onUploaded: (url: string) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const previews = useRef(new Set<string>());
  useEffect(() => () => previews.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const finish = (key: string, preview: string) => {
    URL.revokeObjectURL(preview);
    previews.current.delete(preview);
    setPending((list) => list.filter((p) => p.key !== key));
  };

  async function uploadOne(file: File) {
    const problem = checkImageFile(file);
    if (problem) return toast({ title: 'Error', description: `Failed to upload image: ${problem}`, variant: 'destructive' });
    const key = crypto.randomUUID();
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    setPending((list) => [...list, { key, name: file.name, preview, progress: 0 }]);
    try {
      const url = await uploadImage(file, (progress) => setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))));
      onUploaded(url);
      toast({ title: 'Image uploaded successfully', description: file.name });
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Error', description: `Failed to upload image: ${errorMessage(error)}`, variant: 'destructive' });
    } finally {
      finish(key, preview);
    }
  }

  return { pending, upload: (files: File[]) => Promise.all(files.map(uploadOne)) };
}
