import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageInputError, type ImageInputErrorKind } from '../src/ai/ocr/image-input.errors.ts';
import { readImageDataUrl } from '../src/ai/ocr/image-input.ts';
import { assertConvertInstalled, convertPath } from './fixtures/ocr/recipe-image.ts';

const dataUrl = (type: string, bytes: Buffer | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

async function refusal(promise: Promise<unknown>): Promise<ImageInputError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ImageInputError)) {
    throw new Error(`expected an ImageInputError, got ${String(error)}`);
  }
  return error;
}

async function expectRefused(input: string, kind: ImageInputErrorKind, message: RegExp) {
  const error = await refusal(readImageDataUrl(input));
  expect(error.kind).toBe(kind);
  expect(error.message).toMatch(message);
}

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

describe('readImageDataUrl', () => {
  let directory: string;
  let jpeg: Buffer;
  let png: Buffer;
  let webp: Buffer;
  let gif: Buffer;
  let bmp: Buffer;
  let largeCanvasPng: Buffer;

  beforeAll(() => {
    assertConvertInstalled();
    directory = mkdtempSync(join(tmpdir(), 'recipes-image-input-'));
    const render = (name: string, ...args: string[]) => {
      const path = join(directory, name);
      execFileSync(convertPath, [...args, path], { stdio: 'pipe' });
      return readFileSync(path);
    };
    const photo = ['-size', '64x48', 'gradient:orange-brown'];
    jpeg = render('photo.jpg', ...photo);
    png = render('photo.png', ...photo);
    webp = render('photo.webp', ...photo);
    gif = render('photo.gif', ...photo);
    bmp = render('photo.bmp', ...photo);
    largeCanvasPng = render('large.png', '-size', '3000x2000', 'xc:white');
  });

  afterAll(() => {
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it('accepts a real JPEG, PNG, WebP and GIF and returns their bytes', async () => {
    for (const [type, bytes] of [
      ['image/jpeg', jpeg],
      ['image/png', png],
      ['image/webp', webp],
      ['image/gif', gif],
    ] as const) {
      const image = await readImageDataUrl(dataUrl(type, bytes));
      expect(image.contentType).toBe(type);
      expect(image.bytes.equals(bytes)).toBe(true);
    }
  });

  it('accepts the image/jpg label some browsers use for JPEG', async () => {
    const image = await readImageDataUrl(dataUrl('image/jpg', jpeg));
    expect(image.contentType).toBe('image/jpeg');
  });

  it('refuses a text file labelled as a PNG', async () => {
    await expectRefused(
      dataUrl('image/png', '2 cups flour\n1 cup sugar\n'),
      'not_an_image',
      /not an image/,
    );
  });

  it('refuses an SVG, labelled as such or as a PNG', async () => {
    await expectRefused(dataUrl('image/svg+xml', svg), 'unsupported_type', /SVG/);
    await expectRefused(dataUrl('image/png', svg), 'not_an_image', /not an image/);
  });

  it('refuses a label that lies about the format', async () => {
    await expectRefused(
      dataUrl('image/png', jpeg),
      'unsupported_type',
      /labelled as a PNG image but contains a JPEG image/,
    );
  });

  it('refuses image formats the OCR engine is not offered', async () => {
    await expectRefused(
      dataUrl('image/bmp', bmp),
      'unsupported_type',
      /BMP images are not supported/,
    );
  });

  it('refuses a photo whose header is sound but whose picture data is damaged', async () => {
    for (const [type, bytes] of [
      ['image/jpeg', jpeg],
      ['image/png', png],
    ] as const) {
      const damaged = Buffer.from(bytes);
      for (let index = Math.floor(damaged.length * 0.4); index < damaged.length * 0.6; index += 7) {
        damaged[index] = ((damaged[index] ?? 0) * 31 + 17) & 0xff;
      }
      await expectRefused(dataUrl(type, damaged), 'not_an_image', /photo is damaged/);
    }
  });

  it('refuses truncated base64', async () => {
    const full = dataUrl('image/png', png);
    await expectRefused(full.slice(0, full.length - 3), 'not_a_data_url', /invalid base64/);
  });

  it('refuses an image cut off on a base64 boundary', async () => {
    const full = dataUrl('image/jpeg', jpeg);
    const prefixLength = 'data:image/jpeg;base64,'.length;
    const cut = prefixLength + Math.floor((full.length - prefixLength) / 2 / 4) * 4;
    await expectRefused(full.slice(0, cut), 'not_an_image', /incomplete/);
  });

  it('refuses something that is not a data URL', async () => {
    await expectRefused('https://example.com/cake.jpg', 'not_a_data_url', /data URL/);
    await expectRefused(`data:image/png,${png.toString('latin1')}`, 'not_a_data_url', /data URL/);
    await expectRefused('', 'not_a_data_url', /data URL/);
  });

  it('refuses a payload over 10 MB by default, before decoding it', async () => {
    const oversized = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((10 * 1024 * 1024 * 4) / 3) + 8)}`;
    await expectRefused(oversized, 'too_large', /larger than 10 MB/);
  });

  it('refuses a payload over a configured byte limit', async () => {
    const error = await refusal(
      readImageDataUrl(dataUrl('image/jpeg', jpeg), { maxBytes: jpeg.length - 1, maxPixels: 1e6 }),
    );
    expect(error.kind).toBe('too_large');
  });

  it('refuses a small file that unpacks to too many pixels', async () => {
    const error = await refusal(
      readImageDataUrl(dataUrl('image/png', largeCanvasPng), {
        maxBytes: 10 * 1024 * 1024,
        maxPixels: 5_000_000,
      }),
    );
    expect(error.kind).toBe('too_large');
    expect(error.message).toMatch(/3000×2000 pixels; the limit is 5 megapixels/);
  });
});
