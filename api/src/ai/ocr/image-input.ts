import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { type ImageHeader, readImageHeader, type SupportedImageType } from './image-header.ts';
import { ImageInputError } from './image-input.errors.ts';

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface ImageInput {
  bytes: Buffer;
  /** The type read from the bytes, never the one the client declared. */
  contentType: SupportedImageType;
}

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** 50 megapixels: above any phone camera, far below what would exhaust the OCR engine's memory. */
export const MAX_IMAGE_PIXELS = 50_000_000;

const supportedTypes: ReadonlySet<string> = new Set<SupportedImageType>([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
]);

const typeNames: Record<SupportedImageType, string> = {
  'image/jpeg': 'a JPEG',
  'image/png': 'a PNG',
  'image/webp': 'a WebP',
  'image/gif': 'a GIF',
};

const dataUrlPattern = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[a-z0-9.+-]+=[^;,]*)*);base64,/i;
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Parses the base64 data URL a browser sends for a photo (`data:image/jpeg;base64,...`) and
 * checks the bytes, not the label: a renamed text file, an SVG (scriptable) or a label that
 * lies about the format is refused. Async because file-type only has an async API.
 */
export async function readImageDataUrl(
  dataUrl: string,
  limits: Partial<ImageLimits> = {},
): Promise<ImageInput> {
  const maxBytes = limits.maxBytes ?? MAX_IMAGE_BYTES;
  const maxPixels = limits.maxPixels ?? MAX_IMAGE_PIXELS;

  const match = dataUrlPattern.exec(dataUrl.slice(0, 512));
  if (!match?.[1]) {
    throw new ImageInputError(
      'not_a_data_url',
      'The image could not be read: expected a base64 data URL such as "data:image/jpeg;base64,…".',
    );
  }
  const declaredType = normalizeDeclaredType(match[1]);
  const payload = dataUrl.slice(match[0].length);

  // Checked before decoding so an oversized upload costs no memory beyond the string itself.
  if (Math.floor((payload.length * 3) / 4) - 2 > maxBytes) throw tooLarge(maxBytes);
  if (payload.length === 0 || payload.length % 4 !== 0 || !base64Pattern.test(payload)) {
    throw new ImageInputError(
      'not_a_data_url',
      'The image data is damaged or incomplete (invalid base64). Please upload the file again.',
    );
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);

  if (declaredType === 'image/svg+xml') throw unsupported('SVG drawings are not supported.');
  if (!declaredType.startsWith('image/')) {
    throw unsupported(`A ${declaredType} file is not an image.`);
  }

  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) {
    throw new ImageInputError(
      'not_an_image',
      'This file is not an image. Please upload a JPEG, PNG, WebP or GIF photo.',
    );
  }
  if (!isSupported(detected.mime)) {
    throw unsupported(`${detected.ext.toUpperCase()} images are not supported.`);
  }
  if (isSupported(declaredType) && declaredType !== detected.mime) {
    throw unsupported(
      `The file is labelled as ${typeNames[declaredType]} image but contains ${typeNames[detected.mime]} image.`,
    );
  }
  if (!isSupported(declaredType)) {
    throw unsupported(
      `The file is labelled as ${declaredType} but contains ${typeNames[detected.mime]} image.`,
    );
  }

  checkHeader(readImageHeader(bytes, detected.mime), maxPixels);
  await checkDecodes(bytes, maxPixels);
  return { bytes, contentType: detected.mime };
}

/**
 * A sound header can sit on damaged picture data, which the decoder only meets on the way: read
 * it all now, small (a JPEG decodes at an eighth of its size), so the cook hears that the photo
 * is damaged instead of an import failing later as the server's fault. libvips decodes on its
 * own threads, never on the event loop.
 */
async function checkDecodes(bytes: Buffer, maxPixels: number): Promise<void> {
  try {
    await sharp(bytes, { limitInputPixels: maxPixels })
      .resize(256, 256, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw new ImageInputError(
      'not_an_image',
      'The photo is damaged and could not be read. Please take or upload it again.',
    );
  }
}

function checkHeader(header: ImageHeader | null, maxPixels: number): void {
  if (!header || header.width === 0 || header.height === 0) {
    throw new ImageInputError('not_an_image', 'The image is damaged and could not be read.');
  }
  if (!header.isComplete) {
    throw new ImageInputError(
      'not_an_image',
      'The image is incomplete; the upload may have been cut off. Please try again.',
    );
  }
  if (header.width * header.height > maxPixels) {
    const megapixels = Math.floor(maxPixels / 1_000_000);
    throw new ImageInputError(
      'too_large',
      `The image is ${header.width}×${header.height} pixels; the limit is ${megapixels} megapixels. Please upload a smaller photo.`,
    );
  }
}

function normalizeDeclaredType(type: string): string {
  const lower = type.toLowerCase();
  // Older browsers and some apps label JPEG files image/jpg or image/pjpeg.
  return lower === 'image/jpg' || lower === 'image/pjpeg' ? 'image/jpeg' : lower;
}

function isSupported(type: string): type is SupportedImageType {
  return supportedTypes.has(type);
}

function tooLarge(maxBytes: number): ImageInputError {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new ImageInputError(
    'too_large',
    `The image is larger than ${megabytes} MB. Please upload a smaller photo.`,
  );
}

function unsupported(reason: string): ImageInputError {
  return new ImageInputError(
    'unsupported_type',
    `${reason} Please upload a JPEG, PNG, WebP or GIF photo.`,
  );
}
