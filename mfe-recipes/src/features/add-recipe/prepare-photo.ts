/** A phone's 12 MP photo is ~4000 px long; recipe text stays sharp for OCR at half that. */
export const maxPhotoEdge = 2000;
/** Spec §9: camera captures are JPEG at quality 0.8; downscaled photos use the same. */
export const photoQuality = 0.8;
/** A file up to this size and edge goes up as chosen (a screenshot stays a crisp PNG). */
const maxUnchangedBytes = 3 * 1024 * 1024;
/** What the server reads; anything else the browser can open is converted to JPEG first. */
const serverTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** Some phones and file managers give no type for these; the name still tells. */
const imageNamePattern = /\.(jpe?g|png|webp|gif|heic|heif|avif|bmp|tiff?)$/i;

export const notAnImageMessage =
  'Not a Photo: Please choose an image file, such as a JPEG or PNG photo of the recipe.';
export const unreadablePhotoMessage =
  'This photo could not be opened here. Please choose a JPEG or PNG, or take a screenshot of it.';

/** Thrown with a sentence for the user. */
export class PhotoError extends Error {}

/** Images only; an SVG is a drawing the server refuses, not a photo. */
export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type === 'image/svg+xml') return false;
  if (file.type) return file.type.startsWith('image/');
  return imageNamePattern.test(file.name);
}

/** The size to draw at so the long edge is at most `maxEdge`, keeping the aspect ratio. */
export function scaledSize(
  width: number,
  height: number,
  maxEdge = maxPhotoEdge,
): { width: number; height: number } {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge) return { width, height };
  const scale = maxEdge / longEdge;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Draws a picture (a decoded photo or a camera frame) into a JPEG data URL. */
export function drawToJpeg(
  source: CanvasImageSource,
  width: number,
  height: number,
  maxEdge = maxPhotoEdge,
): string {
  const size = scaledSize(width, height, maxEdge);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError(unreadablePhotoMessage);
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', photoQuality);
}

/**
 * The chosen file as a base64 data URL the server accepts and its body limit allows: small
 * JPEG/PNG/WebP/GIF files unchanged, anything larger (or HEIC, AVIF…) redrawn at most 2000 px
 * long as JPEG 0.8.
 */
export async function preparePhoto(file: File): Promise<string> {
  if (!isImageFile(file)) throw new PhotoError(notAnImageMessage);
  const bitmap = await createImageBitmap(file).catch(() => null);
  const isServerType = serverTypes.has(file.type);
  if (!bitmap) {
    // The browser cannot open it; the server might (e.g. a WebP on an old browser).
    if (isServerType && file.size <= maxUnchangedBytes) return readAsDataUrl(file);
    throw new PhotoError(unreadablePhotoMessage);
  }
  try {
    const isSmall = Math.max(bitmap.width, bitmap.height) <= maxPhotoEdge;
    if (isServerType && isSmall && file.size <= maxUnchangedBytes) return readAsDataUrl(file);
    return drawToJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PhotoError(unreadablePhotoMessage));
    reader.readAsDataURL(file);
  });
}
