import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MIME_TYPES, uploadImageRoute } from '@tradeguild/contracts';
import { apiUrl } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

const MAX_MB = UPLOAD_IMAGE_MAX_BYTES / (1024 * 1024);

/** The server decides by the bytes; this only saves a pointless upload of an obvious misfit. */
export function checkImageFile(file: File): string | null {
  if (!(UPLOAD_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'Only JPEG, PNG, WebP or GIF images can be uploaded';
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return `Image too large: the limit is ${MAX_MB} MB`;
  return null;
}

/**
 * POST /api/upload/image (multipart, field `image`) -> the stored image's url. XMLHttpRequest
 * rather than fetch because only it reports upload progress. Errors read '{status}: {body}'.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadImageRoute.method, apiUrl(uploadImageRoute));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new Error('Network error: check your connection'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      try {
        resolve(uploadImageRoute.response.parse(JSON.parse(xhr.responseText)).url);
      } catch {
        reject(new Error('Unexpected answer from the server'));
      }
    };
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
