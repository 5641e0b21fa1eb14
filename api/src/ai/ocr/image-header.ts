/**
 * Reads width and height from an image's header, and whether the file ends where its format
 * says it ends. Decoding is the OCR engine's job; this only lets us refuse a decompression bomb
 * (tiny file, huge canvas) and a cut-off upload before the engine spends seconds on them.
 */
export type SupportedImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export interface ImageHeader {
  width: number;
  height: number;
  isComplete: boolean;
}

export function readImageHeader(bytes: Buffer, type: SupportedImageType): ImageHeader | null {
  switch (type) {
    case 'image/png':
      return readPngHeader(bytes);
    case 'image/jpeg':
      return readJpegHeader(bytes);
    case 'image/gif':
      return readGifHeader(bytes);
    case 'image/webp':
      return readWebpHeader(bytes);
  }
}

const pngEnd = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

function readPngHeader(bytes: Buffer): ImageHeader | null {
  // Signature (8) + IHDR length (4) + "IHDR" (4) + width (4) + height (4).
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    isComplete: bytes.subarray(-8).equals(pngEnd),
  };
}

function readJpegHeader(bytes: Buffer): ImageHeader | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const segmentLength = bytes.readUInt16BE(offset + 2);
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    const isFrameHeader =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrameHeader) {
      return {
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
        isComplete: hasJpegEnd(bytes),
      };
    }
    offset += 2 + segmentLength;
  }
  return null;
}

function hasJpegEnd(bytes: Buffer): boolean {
  // Some cameras append data after the end-of-image marker; look for it near the end.
  const tail = bytes.subarray(Math.max(0, bytes.length - 4096));
  return tail.lastIndexOf(Buffer.from([0xff, 0xd9])) !== -1;
}

function readGifHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length < 10) return null;
  return {
    width: bytes.readUInt16LE(6),
    height: bytes.readUInt16LE(8),
    isComplete: bytes[bytes.length - 1] === 0x3b,
  };
}

function readWebpHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length < 30) return null;
  const isComplete = bytes.readUInt32LE(4) + 8 <= bytes.length;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return {
      width: 1 + bytes.readUIntLE(24, 3),
      height: 1 + bytes.readUIntLE(27, 3),
      isComplete,
    };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff), isComplete };
  }
  if (chunk === 'VP8 ') {
    return {
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
      isComplete,
    };
  }
  return null;
}
