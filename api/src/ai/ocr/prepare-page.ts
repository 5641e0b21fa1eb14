/**
 * Cleans a photo of a recipe before OCR: Tesseract reads black text on a white, level page best,
 * and cooks send pages photographed on a table, under a lamp, a few degrees askew, or sideways.
 *
 * 1. Decode with sharp, apply the camera's EXIF orientation, grayscale, bound the size.
 * 2. Flatten the lighting: divide each pixel by the local paper brightness (estimated per
 *    16 px cell from the brightest spots around it), so shadows and gradients vanish and text
 *    comes out dark on white. Dark-mode screenshots are inverted first.
 * 3. When the page lies on a darker surface, everything outside the page is blanked and cropped.
 * 4. Skew from the text lines: the angle (±10°) at which the ink's row profile is sharpest; a
 *    profile sharper sideways means the page is turned by 90°.
 */
import sharp from 'sharp';

export interface PreparedPage {
  /** Grayscale PNG, level and cropped, ready for the recognizer. */
  image: Buffer;
  width: number;
  height: number;
  /** Clockwise tilt found in the picture and undone, in degrees. */
  skewDegrees: number;
  /** Whether the text ran top to bottom (the page lay on its side). */
  isSideways: boolean;
}

const maxWidth = 2000;
const minWidth = 900;
const maxHeight = 9000;
const cell = 16;
const maxSkew = 10;

export async function preparePage(
  bytes: Buffer,
  options: { quarterTurns?: number } = {},
): Promise<PreparedPage> {
  let pipeline = sharp(bytes, { limitInputPixels: 60_000_000 }).rotate();
  if (options.quarterTurns)
    pipeline = sharp(await pipeline.toBuffer()).rotate(options.quarterTurns * 90);
  const metadata = await sharp(
    await pipeline.clone().png({ compressionLevel: 0 }).toBuffer(),
  ).metadata();
  const sourceWidth = metadata.width ?? 1;
  const sourceHeight = metadata.height ?? 1;
  const scale = Math.min(
    Math.max(1, minWidth / sourceWidth),
    maxWidth / sourceWidth,
    maxHeight / sourceHeight,
  );
  const { data, info } = await pipeline
    .grayscale()
    .resize(Math.round(sourceWidth * scale), Math.round(sourceHeight * scale), {
      fit: 'fill',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const width = info.width;
  const height = info.height;
  const gray = new Uint8Array(data.buffer, data.byteOffset, width * height);

  const grid = cellBrightness(gray, width, height);
  if (median(grid.values) < 110) {
    // Light text on a dark screen: make it dark on light like everything else.
    for (let i = 0; i < gray.length; i += 1) gray[i] = 255 - (gray[i] ?? 0);
    grid.values = cellBrightness(gray, width, height).values;
  }
  const outside = outsidePage(grid);
  const background = smoothBackground(grid);
  const flat = flatten(gray, width, height, background, grid, outside);

  const ink = inkPoints(flat, width, height);
  const level = bestAngle(ink, false);
  const sideways = bestAngle(ink, true);
  const isSideways = sideways.score > level.score * 1.6;
  // On its side the tilt is measured along the other axis; after the quarter turn it is mirrored.
  const skewDegrees = isSideways ? -bestAngle(ink, true, 0.5).angle : level.angle;

  let page = sharp(Buffer.from(flat.buffer, flat.byteOffset, flat.length), {
    raw: { width, height, channels: 1 },
  });
  if (isSideways) {
    // sharp turns once per pipeline: the quarter turn first, then the tilt.
    const turned = await page.rotate(90).raw().toBuffer({ resolveWithObject: true });
    page = sharp(turned.data, {
      raw: { width: turned.info.width, height: turned.info.height, channels: turned.info.channels },
    });
  }
  if (Math.abs(skewDegrees) >= 0.3) page = page.rotate(-skewDegrees, { background: '#ffffff' });
  const levelled = await page.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const cropped = cropToInk(
    new Uint8Array(levelled.data.buffer, levelled.data.byteOffset, levelled.data.length),
    levelled.info.width,
    levelled.info.height,
  );
  const arranged = await arrangeColumns(cropped);
  return { ...arranged, skewDegrees, isSideways };
}

interface Raster {
  pixels: Uint8Array;
  width: number;
  height: number;
}

const inkLevel = 128;
const margin = 24;

/** The part of the page that has ink on it, with a white margin. */
function cropToInk(pixels: Uint8Array, width: number, height: number): Raster {
  const rowInk = new Uint32Array(height);
  const columnInk = new Uint32Array(width);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((pixels[y * width + x] ?? 255) < inkLevel) {
        rowInk[y] = (rowInk[y] ?? 0) + 1;
        columnInk[x] = (columnInk[x] ?? 0) + 1;
      }
    }
  }
  // A row or column with a speck or two of noise is not content.
  const first = (counts: Uint32Array) => counts.findIndex((count) => count > 2);
  const last = (counts: Uint32Array) =>
    counts.length - 1 - [...counts].reverse().findIndex((count) => count > 2);
  const top = first(rowInk);
  const left = first(columnInk);
  if (top === -1 || left === -1) return { pixels, width, height };
  const bottom = last(rowInk);
  const right = last(columnInk);
  const x0 = Math.max(0, left - margin);
  const y0 = Math.max(0, top - margin);
  const croppedWidth = Math.min(width, right + margin + 1) - x0;
  const croppedHeight = Math.min(height, bottom + margin + 1) - y0;
  const cropped = new Uint8Array(croppedWidth * croppedHeight);
  for (let y = 0; y < croppedHeight; y += 1) {
    const start = (y + y0) * width + x0;
    cropped.set(pixels.subarray(start, start + croppedWidth), y * croppedWidth);
  }
  return { pixels: cropped, width: croppedWidth, height: croppedHeight };
}

const bands = 100;

/**
 * A two-column page (ingredients beside the method, a cookbook's columns) is read row by row
 * across both columns unless told otherwise: when a vertical strip without ink splits a tall
 * part of the page, the columns are stacked one under the other, below whatever spans both
 * (the title), so the recognizer reads them in order.
 */
async function arrangeColumns(
  page: Raster,
): Promise<Omit<PreparedPage, 'skewDegrees' | 'isSideways'>> {
  const split = findGutter(page);
  const parts: Array<{ x: number; y: number; width: number; height: number }> = split
    ? [
        { x: 0, y: 0, width: page.width, height: split.top },
        { x: 0, y: split.top, width: split.left, height: split.bottom - split.top },
        {
          x: split.right,
          y: split.top,
          width: page.width - split.right,
          height: split.bottom - split.top,
        },
        { x: 0, y: split.bottom, width: page.width, height: page.height - split.bottom },
      ].filter((part) => part.width > 0 && part.height > 0)
    : [{ x: 0, y: 0, width: page.width, height: page.height }];
  // Columns are set apart; what spans the page runs straight on into the first column, so a
  // title wrapped above it stays in one piece.
  const gapBefore = (index: number) =>
    index === 0 || (split && parts[index - 1]?.y === 0 && index === 1) ? 0 : 60;
  const width = Math.max(...parts.map((part) => part.width));
  const height = parts.reduce((sum, part, index) => sum + part.height + gapBefore(index), 0);
  const pixels = new Uint8Array(width * height).fill(255);
  let offset = 0;
  for (const [index, part] of parts.entries()) {
    offset += gapBefore(index);
    for (let y = 0; y < part.height; y += 1) {
      const start = (part.y + y) * page.width + part.x;
      pixels.set(page.pixels.subarray(start, start + part.width), (offset + y) * width);
    }
    offset += part.height;
  }
  const image = await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), {
    raw: { width, height, channels: 1 },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { image, width, height };
}

function findGutter(
  page: Raster,
): { top: number; bottom: number; left: number; right: number } | null {
  const { pixels, width, height } = page;
  if (width < 600 || height < 300) return null;
  const bandHeight = height / bands;
  // ink[x * (bands + 1) + b]: ink pixels of column x in bands before b (prefix sums).
  const stride = bands + 1;
  const ink = new Uint32Array(width * stride);
  for (let y = 0; y < height; y += 1) {
    const band = Math.min(bands - 1, Math.floor(y / bandHeight));
    for (let x = 0; x < width; x += 1) {
      if ((pixels[y * width + x] ?? 255) < inkLevel)
        ink[x * stride + band + 1] = (ink[x * stride + band + 1] ?? 0) + 1;
    }
  }
  for (let x = 0; x < width; x += 1) {
    for (let band = 1; band <= bands; band += 1)
      ink[x * stride + band] = (ink[x * stride + band] ?? 0) + (ink[x * stride + band - 1] ?? 0);
  }
  const inkIn = (x: number, from: number, to: number) =>
    (ink[x * stride + to] ?? 0) - (ink[x * stride + from] ?? 0);
  const minGutter = Math.max(20, Math.round(width * 0.02));
  let best: { top: number; bottom: number; left: number; right: number; span: number } | null =
    null;
  for (let from = 0; from <= bands * 0.5; from += 1) {
    for (let to = bands; to - from >= bands * 0.4; to -= 1) {
      if (best && to - from <= best.span) break;
      const gutter = emptyStrip(width, minGutter, (x) => inkIn(x, from, to) === 0);
      if (!gutter) continue;
      let leftInk = 0;
      let rightInk = 0;
      for (let x = 0; x < gutter.left; x += 1) leftInk += inkIn(x, from, to);
      for (let x = gutter.right; x < width; x += 1) rightInk += inkIn(x, from, to);
      const total = leftInk + rightInk;
      if (total === 0 || leftInk < total * 0.15 || rightInk < total * 0.15) continue;
      best = {
        top: cutRow(page, Math.floor(from * bandHeight), -1, gutter),
        bottom: cutRow(page, Math.min(height - 1, Math.ceil(to * bandHeight)), 1, gutter),
        left: gutter.left,
        right: gutter.right,
        span: to - from,
      };
      break;
    }
  }
  return best;
}

/**
 * Where to cut between what spans the page and the columns: a row without ink, found going
 * outwards from `y` as long as the gutter stays empty, else going inwards (a band boundary can
 * fall inside a line of text).
 */
function cutRow(
  page: Raster,
  y: number,
  direction: 1 | -1,
  gutter: { left: number; right: number },
): number {
  const inkAcross = (row: number, from: number, to: number) => {
    const start = row * page.width;
    for (let x = from; x < to; x += 1) if ((page.pixels[start + x] ?? 255) < inkLevel) return true;
    return false;
  };
  for (let row = y; row >= 0 && row < page.height; row += direction) {
    if (inkAcross(row, gutter.left, gutter.right)) break;
    if (!inkAcross(row, 0, page.width)) return row;
  }
  for (let row = y; row >= 0 && row < page.height; row -= direction) {
    if (!inkAcross(row, 0, page.width)) return row;
  }
  return y;
}

/** The widest run of columns without ink in the middle 70% of the page, if wide enough. */
function emptyStrip(
  width: number,
  minWidth: number,
  isEmpty: (x: number) => boolean,
): { left: number; right: number } | null {
  let best: { left: number; right: number } | null = null;
  let runStart = -1;
  const from = Math.floor(width * 0.15);
  const to = Math.ceil(width * 0.85);
  for (let x = from; x <= to; x += 1) {
    if (x < to && isEmpty(x)) {
      if (runStart === -1) runStart = x;
      continue;
    }
    if (
      runStart !== -1 &&
      x - runStart >= minWidth &&
      (!best || x - runStart > best.right - best.left)
    ) {
      best = { left: runStart, right: x };
    }
    runStart = -1;
  }
  return best;
}

interface CellGrid {
  columns: number;
  rows: number;
  /** Per cell: the brightest 4×4 average in it, i.e. the paper's brightness there. */
  values: Float32Array;
}

function cellBrightness(gray: Uint8Array, width: number, height: number): CellGrid {
  const columns = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const values = new Float32Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let best = 0;
      for (let y = row * cell; y < Math.min(height - 3, (row + 1) * cell); y += 4) {
        for (let x = column * cell; x < Math.min(width - 3, (column + 1) * cell); x += 4) {
          let sum = 0;
          for (let dy = 0; dy < 4; dy += 1) {
            const offset = (y + dy) * width + x;
            sum +=
              (gray[offset] ?? 0) +
              (gray[offset + 1] ?? 0) +
              (gray[offset + 2] ?? 0) +
              (gray[offset + 3] ?? 0);
          }
          if (sum > best) best = sum;
        }
      }
      values[row * columns + column] = best / 16;
    }
  }
  return { columns, rows, values };
}

/** Paper brightness per cell: a 5×5 maximum (cells filled by a bold letter) then a 3×3 mean. */
function smoothBackground(grid: CellGrid): Float32Array {
  const { columns, rows, values } = grid;
  const dilated = neighbourhood(values, columns, rows, 2, Math.max, 0);
  return neighbourhood(dilated, columns, rows, 1, (a, b) => a + b, 0, true);
}

function neighbourhood(
  values: Float32Array,
  columns: number,
  rows: number,
  radius: number,
  combine: (a: number, b: number) => number,
  start: number,
  isMean = false,
): Float32Array {
  const result = new Float32Array(values.length);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let value = start;
      let count = 0;
      for (let dy = -radius; dy <= radius; dy += 1) {
        const y = row + dy;
        if (y < 0 || y >= rows) continue;
        for (let dx = -radius; dx <= radius; dx += 1) {
          const x = column + dx;
          if (x < 0 || x >= columns) continue;
          value = combine(value, values[y * columns + x] ?? 0);
          count += 1;
        }
      }
      result[row * columns + column] = isMean ? value / Math.max(1, count) : value;
    }
  }
  return result;
}

/**
 * Cells outside the page: when a good share of the picture is much darker than the paper (a
 * table around a card), the dark cells connected to the picture's edge, widened by two cells so
 * the page's own edge and shadow go too. Null when the page fills the picture.
 */
function outsidePage(grid: CellGrid): Uint8Array | null {
  const { columns, rows, values } = grid;
  const paper = percentile(values, 0.9);
  const isDark = (index: number) => (values[index] ?? 0) < paper * 0.62;
  let darkCount = 0;
  for (let index = 0; index < values.length; index += 1) if (isDark(index)) darkCount += 1;
  if (darkCount < values.length * 0.05) return null;
  const outside = new Uint8Array(values.length);
  const queue: number[] = [];
  const visit = (index: number) => {
    if (outside[index] || !isDark(index)) return;
    outside[index] = 1;
    queue.push(index);
  };
  for (let column = 0; column < columns; column += 1) {
    visit(column);
    visit((rows - 1) * columns + column);
  }
  for (let row = 0; row < rows; row += 1) {
    visit(row * columns);
    visit(row * columns + columns - 1);
  }
  while (queue.length > 0) {
    const index = queue.pop() as number;
    const column = index % columns;
    if (column > 0) visit(index - 1);
    if (column < columns - 1) visit(index + 1);
    if (index >= columns) visit(index - columns);
    if (index < values.length - columns) visit(index + columns);
  }
  const widened = neighbourhood(Float32Array.from(outside), columns, rows, 2, Math.max, 0);
  return Uint8Array.from(widened);
}

/** Pixel ÷ local paper brightness, stretched so paper is white and ink near black. */
function flatten(
  gray: Uint8Array,
  width: number,
  height: number,
  background: Float32Array,
  grid: CellGrid,
  outside: Uint8Array | null,
): Uint8Array {
  const { columns, rows } = grid;
  const result = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const gy = Math.min(rows - 1, Math.max(0, (y - cell / 2) / cell));
    const row0 = Math.floor(gy);
    const row1 = Math.min(rows - 1, row0 + 1);
    const fy = gy - row0;
    for (let x = 0; x < width; x += 1) {
      const gx = Math.min(columns - 1, Math.max(0, (x - cell / 2) / cell));
      const column0 = Math.floor(gx);
      const column1 = Math.min(columns - 1, column0 + 1);
      const fx = gx - column0;
      const cellIndex = Math.floor(y / cell) * columns + Math.floor(x / cell);
      if (outside?.[cellIndex]) {
        result[y * width + x] = 255;
        continue;
      }
      const top =
        (background[row0 * columns + column0] ?? 255) * (1 - fx) +
        (background[row0 * columns + column1] ?? 255) * fx;
      const bottom =
        (background[row1 * columns + column0] ?? 255) * (1 - fx) +
        (background[row1 * columns + column1] ?? 255) * fx;
      const paper = Math.max(24, top * (1 - fy) + bottom * fy);
      const ratio = (gray[y * width + x] ?? 0) / paper;
      result[y * width + x] = Math.max(0, Math.min(255, Math.round(((ratio - 0.3) / 0.58) * 255)));
    }
  }
  return result;
}

interface InkPoints {
  xs: Int32Array;
  ys: Int32Array;
  count: number;
  width: number;
  height: number;
}

/** Dark pixels on a coarse lattice; enough to see the text lines' direction. */
function inkPoints(flat: Uint8Array, width: number, height: number): InkPoints {
  const step = 2;
  const capacity = Math.ceil(width / step) * Math.ceil(height / step);
  const xs = new Int32Array(capacity);
  const ys = new Int32Array(capacity);
  let count = 0;
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if ((flat[y * width + x] ?? 255) < 110) {
        xs[count] = x;
        ys[count] = y;
        count += 1;
      }
    }
  }
  return { xs, ys, count, width, height };
}

/** How peaked the row counts of the ink projected at `degrees` are: high when rows line up. */
function profileScore(ink: InkPoints, degrees: number, isSideways: boolean): number {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const span = ink.width + ink.height;
  const bins = new Float64Array(Math.ceil((2 * span) / 2) + 2);
  for (let i = 0; i < ink.count; i += 1) {
    const x = isSideways ? (ink.ys[i] ?? 0) : (ink.xs[i] ?? 0);
    const y = isSideways ? (ink.xs[i] ?? 0) : (ink.ys[i] ?? 0);
    const projected = y * cos - x * sin + span;
    const bin = Math.floor(projected / 2);
    bins[bin] = (bins[bin] ?? 0) + 1;
  }
  // Normalised by what evenly spread ink would give over the same extent, so a tall page is not
  // favoured over a wide one merely for having fewer rows sideways.
  let first = -1;
  let last = -1;
  let score = 0;
  for (const [index, value] of bins.entries()) {
    if (value === 0) continue;
    if (first === -1) first = index;
    last = index;
    score += value * value;
  }
  if (ink.count === 0) return 0;
  return (score * (last - first + 1)) / (ink.count * ink.count);
}

function bestAngle(
  ink: InkPoints,
  isSideways: boolean,
  coarseStep = isSideways ? 2 : 0.5,
): { angle: number; score: number } {
  let best = { angle: 0, score: profileScore(ink, 0, isSideways) };
  for (let angle = -maxSkew; angle <= maxSkew; angle += coarseStep) {
    const score = profileScore(ink, angle, isSideways);
    if (score > best.score) best = { angle, score };
  }
  // Sideways is only a yes or no until the page has been turned.
  if (coarseStep > 1) return best;
  const center = best.angle;
  for (let angle = center - 0.4; angle <= center + 0.41; angle += 0.1) {
    const score = profileScore(ink, angle, isSideways);
    if (score > best.score) best = { angle: Math.round(angle * 10) / 10, score };
  }
  return best;
}

function percentile(values: Float32Array, share: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

function median(values: Float32Array): number {
  return percentile(values, 0.5);
}
