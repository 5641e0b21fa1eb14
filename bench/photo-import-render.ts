/**
 * Renders a recipe (the corpus's expected.json) the way cooks photograph recipes, with Debian's
 * ImageMagick: a printed card, that card photographed on a table, a phone screenshot and a
 * two-column cookbook page. Deterministic: the same recipe and variant give the same picture
 * (ImageMagick's noise is seeded), so results can be compared between runs.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

export const convertPath = '/usr/bin/convert';

export type Variant = 'clean' | 'photo' | 'screenshot' | 'two-column';

export interface ExpectedRecipe {
  name: string;
  ingredients: string[];
  instructions: string[];
  servings: number | null;
  totalTimeMinutes: number | null;
  prepTimeMinutes: number | null;
  cookTimeMinutes: number | null;
}

export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'sv' | 'da' | 'no';

const fonts = {
  sans: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  sansBold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  serif: '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
  serifBold: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf',
  liberation: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  liberationBold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
};

/** Labels a printed recipe in that language carries; several per language, picked per recipe. */
const labels: Record<
  Language,
  {
    ingredients: string[];
    method: string[];
    serves: Array<(n: number) => string>;
    total: Array<(time: string) => string>;
    hour: string;
    minute: string;
  }
> = {
  en: {
    ingredients: ['Ingredients', 'INGREDIENTS', 'You will need'],
    method: ['Method', 'Instructions', 'DIRECTIONS', 'Preparation'],
    serves: [(n) => `Serves ${n}`, (n) => `Servings: ${n}`, (n) => `Makes ${n} servings`],
    total: [(t) => `Total time: ${t}`, (t) => `Ready in ${t}`, (t) => `Total ${t}`],
    hour: 'hr',
    minute: 'mins',
  },
  de: {
    ingredients: ['Zutaten'],
    method: ['Zubereitung', 'Anleitung'],
    serves: [(n) => `Für ${n} Personen`, (n) => `Portionen: ${n}`],
    total: [(t) => `Gesamtzeit: ${t}`],
    hour: 'Std.',
    minute: 'Min.',
  },
  fr: {
    ingredients: ['Ingrédients'],
    method: ['Préparation', 'Étapes'],
    serves: [(n) => `Pour ${n} personnes`],
    total: [(t) => `Temps total : ${t}`],
    hour: 'h',
    minute: 'min',
  },
  es: {
    ingredients: ['Ingredientes'],
    method: ['Preparación', 'Elaboración'],
    serves: [(n) => `Para ${n} personas`, (n) => `Raciones: ${n}`],
    total: [(t) => `Tiempo total: ${t}`],
    hour: 'h',
    minute: 'min',
  },
  it: {
    ingredients: ['Ingredienti'],
    method: ['Preparazione', 'Procedimento'],
    serves: [(n) => `Per ${n} persone`, (n) => `Porzioni: ${n}`],
    total: [(t) => `Tempo totale: ${t}`],
    hour: 'h',
    minute: 'min',
  },
  nl: {
    ingredients: ['Ingrediënten'],
    method: ['Bereiding', 'Bereidingswijze'],
    serves: [(n) => `Voor ${n} personen`, (n) => `Porties: ${n}`],
    total: [(t) => `Totale tijd: ${t}`],
    hour: 'uur',
    minute: 'min',
  },
  pt: {
    ingredients: ['Ingredientes'],
    method: ['Modo de preparo', 'Preparação'],
    serves: [(n) => `Rendimento: ${n} porções`, (n) => `Porções: ${n}`],
    total: [(t) => `Tempo total: ${t}`],
    hour: 'h',
    minute: 'min',
  },
  sv: {
    ingredients: ['Ingredienser'],
    method: ['Gör så här', 'Instruktioner'],
    serves: [(n) => `${n} portioner`, (n) => `Portioner: ${n}`],
    total: [(t) => `Total tid: ${t}`],
    hour: 'tim',
    minute: 'min',
  },
  da: {
    ingredients: ['Ingredienser'],
    method: ['Fremgangsmåde', 'Sådan gør du'],
    serves: [(n) => `${n} personer`, (n) => `Antal: ${n} personer`],
    total: [(t) => `Samlet tid: ${t}`],
    hour: 't',
    minute: 'min',
  },
  no: {
    ingredients: ['Ingredienser'],
    method: ['Fremgangsmåte', 'Slik gjør du'],
    serves: [(n) => `${n} porsjoner`, (n) => `Porsjoner: ${n}`],
    total: [(t) => `Total tid: ${t}`],
    hour: 't',
    minute: 'min',
  },
};

/** A number from the case name, so choices vary between recipes but not between runs. */
export function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

function pick<T>(items: T[], seed: number, salt: number): T {
  return items[(seed >>> salt) % items.length] as T;
}

function duration(minutes: number, language: Language): string {
  const { hour, minute } = labels[language];
  if (minutes < 60) return `${minutes} ${minute}`;
  const rest = minutes % 60;
  return rest === 0
    ? `${Math.floor(minutes / 60)} ${hour}`
    : `${Math.floor(minutes / 60)} ${hour} ${rest} ${minute}`;
}

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
    while (line.length > width) {
      lines.push(line.slice(0, width));
      line = line.slice(width);
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface TextRun {
  x: number;
  y: number;
  size: number;
  font: string;
  fill: string;
  text: string;
}

/** Lays out lines top to bottom; `y` is the baseline of the next line. */
class Column {
  readonly runs: TextRun[] = [];
  y: number;

  constructor(
    readonly left: number,
    readonly width: number,
    top: number,
  ) {
    this.y = top;
  }

  /** Average glyph width of DejaVu/Liberation text is about 0.55 em; 0.6 keeps lines inside. */
  private charsPerLine(size: number, indent: number) {
    return Math.max(10, Math.floor((this.width - indent) / (size * 0.6)));
  }

  paragraph(
    text: string,
    options: { size: number; font: string; fill?: string; marker?: string; gapAfter?: number },
  ) {
    const { size, font } = options;
    const fill = options.fill ?? '#1c1b1a';
    const indent = options.marker ? Math.round(size * 1.4) : 0;
    const lines = wrap(text, this.charsPerLine(size, indent));
    for (const [index, line] of lines.entries()) {
      this.y += Math.round(size * 1.3);
      if (index === 0 && options.marker) {
        this.runs.push({ x: this.left, y: this.y, size, font, fill, text: options.marker });
      }
      this.runs.push({ x: this.left + indent, y: this.y, size, font, fill, text: line });
    }
    this.y += options.gapAfter ?? Math.round(size * 0.45);
  }

  space(pixels: number) {
    this.y += pixels;
  }
}

function annotate(runs: TextRun[]): string[] {
  return runs.flatMap((run) => [
    '-font',
    run.font,
    '-pointsize',
    String(run.size),
    '-fill',
    run.fill,
    '-annotate',
    `+${run.x}+${run.y}`,
    // ImageMagick reads a leading "@" as a file name; a zero-width joiner keeps it text.
    run.text.startsWith('@') ? `\u200d${run.text}` : run.text,
  ]);
}

function metaLine(recipe: ExpectedRecipe, language: Language, seed: number): string | null {
  const parts: string[] = [];
  if (recipe.servings !== null) parts.push(pick(labels[language].serves, seed, 3)(recipe.servings));
  if (recipe.totalTimeMinutes !== null) {
    parts.push(pick(labels[language].total, seed, 5)(duration(recipe.totalTimeMinutes, language)));
  }
  return parts.length > 0 ? parts.join('  ·  ') : null;
}

interface Style {
  font: string;
  bold: string;
  text: string;
  muted: string;
  titleSize: number;
  headingSize: number;
  bodySize: number;
}

function recipeBody(
  column: Column,
  recipe: ExpectedRecipe,
  language: Language,
  seed: number,
  style: Style,
  part: 'all' | 'ingredients' | 'method',
) {
  const bullet = pick(['•', '', '–', '▪'], seed, 7);
  if (part !== 'method') {
    column.paragraph(pick(labels[language].ingredients, seed, 9), {
      size: style.headingSize,
      font: style.bold,
      gapAfter: 10,
    });
    for (const line of recipe.ingredients) {
      column.paragraph(line, {
        size: style.bodySize,
        font: style.font,
        fill: style.text,
        marker: bullet || undefined,
        gapAfter: Math.round(style.bodySize * 0.35),
      });
    }
    column.space(style.bodySize);
  }
  if (part !== 'ingredients') {
    column.paragraph(pick(labels[language].method, seed, 11), {
      size: style.headingSize,
      font: style.bold,
      gapAfter: 10,
    });
    for (const [index, step] of recipe.instructions.entries()) {
      column.paragraph(step, {
        size: style.bodySize,
        font: style.font,
        fill: style.text,
        marker: `${index + 1}.`,
        gapAfter: Math.round(style.bodySize * 0.6),
      });
    }
  }
}

/** A printed recipe card; returns the ImageMagick arguments that draw it (no output file). */
function cardArguments(
  recipe: ExpectedRecipe,
  language: Language,
  seed: number,
  paper: string,
  ink: string,
): string[] {
  const width = 1240;
  const style: Style = {
    font: pick([fonts.sans, fonts.liberation, fonts.serif], seed, 13),
    bold: fonts.sansBold,
    text: ink,
    muted: '#5b5650',
    titleSize: 46,
    headingSize: 34,
    bodySize: 27,
  };
  style.bold =
    style.font === fonts.serif
      ? fonts.serifBold
      : style.font === fonts.liberation
        ? fonts.liberationBold
        : fonts.sansBold;
  const column = new Column(80, width - 160, 40);
  column.paragraph(recipe.name, {
    size: style.titleSize,
    font: style.bold,
    fill: ink,
    gapAfter: 18,
  });
  const meta = metaLine(recipe, language, seed);
  if (meta) column.paragraph(meta, { size: 26, font: style.font, fill: style.muted, gapAfter: 30 });
  recipeBody(column, recipe, language, seed, style, 'all');
  const height = column.y + 80;
  return ['-size', `${width}x${height}`, `xc:${paper}`, ...annotate(column.runs)];
}

function screenshotArguments(recipe: ExpectedRecipe, language: Language, seed: number): string[] {
  const width = 1170;
  const blue = '#0a63d8';
  const top: TextRun[] = [
    { x: 70, y: 88, size: 42, font: fonts.sansBold, fill: '#000000', text: '9:41' },
    {
      x: 900,
      y: 86,
      size: 32,
      font: fonts.sansBold,
      fill: '#000000',
      text: pick(['87%', '5G', 'LTE'], seed, 3),
    },
    { x: 40, y: 215, size: 40, font: fonts.sans, fill: blue, text: '‹ Recipes' },
    { x: 820, y: 215, size: 40, font: fonts.sans, fill: blue, text: 'Save' },
    { x: 960, y: 215, size: 40, font: fonts.sans, fill: blue, text: 'Share' },
  ];
  const style: Style = {
    font: fonts.sans,
    bold: fonts.sansBold,
    text: '#111111',
    muted: '#6e6e73',
    titleSize: 62,
    headingSize: 46,
    bodySize: 40,
  };
  const column = new Column(60, width - 120, 290);
  column.paragraph(recipe.name, { size: style.titleSize, font: style.bold, gapAfter: 20 });
  const meta = metaLine(recipe, language, seed);
  if (meta) column.paragraph(meta, { size: 34, font: style.font, fill: style.muted, gapAfter: 20 });
  const button = {
    x: 60,
    y: column.y + 70,
    text: pick(['Save recipe', 'Jump to recipe', 'Print'], seed, 5),
  };
  column.space(130);
  recipeBody(column, recipe, language, seed, style, 'all');
  const height = column.y + 220;
  return [
    '-size',
    `${width}x${height}`,
    'xc:white',
    // Status bar: battery outline and fill, signal bars.
    '-fill',
    'none',
    '-stroke',
    '#000000',
    '-strokewidth',
    '3',
    '-draw',
    'roundrectangle 1020,56 1100,92 8,8',
    '-stroke',
    'none',
    '-fill',
    '#000000',
    '-draw',
    'rectangle 1026,62 1080,86',
    '-draw',
    'rectangle 820,78 830,92 rectangle 836,70 846,92 rectangle 852,62 862,92',
    // Toolbar rule, the app's button and the tab bar.
    '-fill',
    '#d1d1d6',
    '-draw',
    `rectangle 0,250 ${width},252`,
    '-fill',
    '#e8f0fe',
    '-draw',
    `roundrectangle ${button.x},${button.y - 50} ${button.x + 380},${button.y + 20} 30,30`,
    '-fill',
    '#f2f2f7',
    '-draw',
    `rectangle 0,${height - 170} ${width},${height}`,
    ...annotate([
      ...top,
      {
        x: button.x + 40,
        y: button.y,
        size: 36,
        font: fonts.sansBold,
        fill: blue,
        text: button.text,
      },
      ...column.runs,
      ...['Home', 'Search', 'Saved', 'Profile'].map((label, index) => ({
        x: 90 + index * 270,
        y: height - 90,
        size: 30,
        font: fonts.sans,
        fill: index === 2 ? blue : '#8e8e93',
        text: label,
      })),
    ]),
  ];
}

function twoColumnArguments(recipe: ExpectedRecipe, language: Language, seed: number): string[] {
  const width = 1700;
  const style: Style = {
    font: fonts.serif,
    bold: fonts.serifBold,
    text: '#1d1a17',
    muted: '#6b625a',
    titleSize: 52,
    headingSize: 30,
    bodySize: 25,
  };
  const header: TextRun = {
    x: 90,
    y: 60,
    size: 20,
    font: fonts.serif,
    fill: style.muted,
    text: pick(['THE EVERYDAY KITCHEN', 'FAMILY FAVOURITES', 'SIMPLE SUPPERS'], seed, 3),
  };
  const title = new Column(90, width - 180, 110);
  title.paragraph(recipe.name, { size: style.titleSize, font: style.bold, gapAfter: 14 });
  const meta = metaLine(recipe, language, seed);
  if (meta) title.paragraph(meta, { size: 26, font: style.font, fill: style.muted, gapAfter: 30 });
  const left = new Column(90, 520, title.y);
  recipeBody(left, recipe, language, seed, style, 'ingredients');
  const right = new Column(680, width - 680 - 90, title.y);
  recipeBody(right, recipe, language, seed, style, 'method');
  const height = Math.max(left.y, right.y) + 140;
  const pageNumber: TextRun = {
    x: Math.round(width / 2) - 20,
    y: height - 50,
    size: 22,
    font: fonts.serif,
    fill: style.muted,
    text: String(40 + (seed % 200)),
  };
  return [
    '-size',
    `${width}x${height}`,
    'xc:#fbf8f1',
    ...annotate([header, ...title.runs, ...left.runs, ...right.runs, pageNumber]),
  ];
}

/** The tilt of a photo-like rendering, −6…+6° in steps of 0.5 (never 0). */
export function tiltOf(seed: number): number {
  const steps = (seed % 24) - 12;
  return (steps >= 0 ? steps + 1 : steps) * 0.5;
}

/** Renders one recipe as `variant` into `outputPath` (PNG, or JPEG for photos). */
export function renderRecipe(
  recipe: ExpectedRecipe,
  language: Language,
  variant: Variant,
  caseName: string,
  outputPath: string,
): void {
  const seed = seedOf(caseName);
  const run = (args: string[]) =>
    execFileSync(convertPath, args, { stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
  switch (variant) {
    case 'clean':
      run([...cardArguments(recipe, language, seed, 'white', '#111111'), outputPath]);
      return;
    case 'screenshot':
      run([...screenshotArguments(recipe, language, seed), outputPath]);
      return;
    case 'two-column':
      run([...twoColumnArguments(recipe, language, seed), '-quality', '90', outputPath]);
      return;
    case 'photo': {
      const table = pick(['#6f5b47', '#8a8f94', '#4d5a4a', '#9c8469'], seed, 3);
      run([
        '-seed',
        String(seed % 100000),
        ...cardArguments(recipe, language, seed, '#f5f0e4', '#2a2622'),
        // Light falling off towards the corners, as under a kitchen lamp.
        '(',
        '+clone',
        '-fill',
        'white',
        '-colorize',
        '100',
        '-fill',
        `gray(${175 + (seed % 50)})`,
        '-draw',
        `polygon 0,0 0,4000 ${seed % 2 ? 0 : 1240},4000`,
        '-resize',
        '5%',
        '-blur',
        '0x6',
        '-resize',
        '2000%',
        ')',
        '-compose',
        'multiply',
        '-composite',
        '-compose',
        'over',
        '-bordercolor',
        '#f5f0e4',
        '-border',
        '30',
        '(',
        '+clone',
        '-background',
        'black',
        '-shadow',
        '55x14+14+18',
        ')',
        '+swap',
        '-background',
        table,
        '-layers',
        'merge',
        '+repage',
        '-background',
        table,
        '-rotate',
        String(tiltOf(seed)),
        '-bordercolor',
        table,
        '-border',
        '70',
        '-attenuate',
        '0.6',
        '+noise',
        'Gaussian',
        '-blur',
        `0x${(0.7 + (seed % 5) * 0.15).toFixed(2)}`,
        '-quality',
        String(68 + (seed % 15)),
        outputPath,
      ]);
      return;
    }
  }
}
