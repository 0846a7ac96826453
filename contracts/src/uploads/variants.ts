/**
 * Responsive sizes of an uploaded image (issue 24, decision 0063). Every upload is re-encoded as WebP
 * at these widths, never wider than the original: `/uploads/<uuid>-<w>.webp` for each width below
 * the original's (capped at the largest), and the address handed out is the largest one, so its name
 * says which smaller ones exist. Older uploads (`/uploads/<uuid>.<ext>`, one file) have no sizes.
 * No zod here: the visitor's pages import it.
 */
export const UPLOAD_WIDTHS = [400, 800, 1600] as const;
export const UPLOAD_MAX_WIDTH = 1600;

/** The widths stored for an original `width` pixels wide: the sizes below it, then the original capped. */
export function uploadWidths(width: number): number[] {
  const top = Math.max(1, Math.min(Math.round(width), UPLOAD_MAX_WIDTH));
  return [...UPLOAD_WIDTHS.filter((w) => w < top), top];
}

const SIZED = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,4})\.webp$/;

export const uploadFileName = (id: string, width: number) => `${id}-${width}.webp`;

/** The `srcset` of an upload's address, or undefined for anything else (an older upload, /images/..., https). */
export function uploadSrcSet(url: string): string | undefined {
  const m = SIZED.exec(url);
  if (!m) return undefined;
  const [, id, top] = m;
  return uploadWidths(Number(top))
    .map((w) => `/uploads/${uploadFileName(id!, w)} ${w}w`)
    .join(', ');
}
