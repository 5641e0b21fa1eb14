import type { RecipeImageSubject } from '../providers/ai-provider.ts';
import { foodIcon, leaf } from './food-icons.ts';
import { hashText, type Palette, palettes, seededRandom } from './palettes.ts';
import { describeSubject, type IllustrationSubject } from './recipe-subject.ts';
import { escapeXml, wrapText } from './svg-text.ts';

/*
 * The offline provider's recipe picture: a flat, top-down plate or bowl with the main
 * ingredient drawn on it, the recipe name set beside it. Same recipe, same SVG, byte for byte.
 */

const width = 1200;
const height = 800;
const center = { x: 400, y: 400 };
const textLeft = 735;
const textWidth = 410;
const serif = "'Palatino Linotype', Palatino, 'Book Antiqua', P052, Georgia, 'DejaVu Serif', serif";
const sans = "'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

const brothColors: Record<string, string> = {
  noodles: '#f2d69c',
  leaf: '#cfe2ae',
  soup: '#e3913f',
  tomato: '#d9533a',
  drumstick: '#eec77e',
  fish: '#f1d9a6',
};

export function renderRecipeIllustration(recipe: RecipeImageSubject): string {
  const name = recipe.name.trim() || 'Untitled recipe';
  const hash = hashText(name.toLowerCase());
  const palette = palettes[hash % palettes.length] ?? (palettes[0] as Palette);
  const subject = describeSubject(recipe);
  const random = seededRandom(hash);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(name)}">`,
    `<title>${escapeXml(name)}</title>`,
    '<defs>',
    `<radialGradient id="glow" cx="${center.x}" cy="${center.y}" r="640" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="well" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0.08"/></radialGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="${palette.background}"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    scatter(palette, random),
    `<rect x="26" y="26" width="${width - 52}" height="${height - 52}" rx="30" fill="none" stroke="${palette.ink}" stroke-opacity="0.14" stroke-width="2"/>`,
    vessel(subject, palette),
    `<g transform="translate(${center.x} ${center.y})">${garnish(subject, random)}<g transform="scale(${iconScale(subject)})">${foodIcon(drawnKind(subject), subject.mainIngredient, palette)}</g></g>`,
    textBlock(name, recipe.description, subject, palette),
    '</svg>',
  ].join('\n');
}

/** A tomato in a bowl is tomato soup: the bowl shows the red broth, the icon what floats in it. */
function drawnKind(subject: IllustrationSubject) {
  return subject.kind === 'tomato' && subject.vessel === 'bowl' ? 'soup' : subject.kind;
}

function iconScale(subject: IllustrationSubject): number {
  if (drawnKind(subject) === 'soup') return 1.9;
  if (subject.vessel === 'bowl') return 1.45;
  if (subject.vessel === 'saucer') return 1.55;
  return 1.85;
}

function vessel(subject: IllustrationSubject, palette: Palette): string {
  const { x, y } = center;
  const shadow = (r: number) =>
    `<circle cx="${x + 14}" cy="${y + 20}" r="${r}" fill="#000000" opacity="0.13"/>`;
  if (subject.vessel === 'bowl') {
    const broth = brothColors[subject.kind] ?? brothColors.soup;
    return [
      shadow(268),
      `<circle cx="${x}" cy="${y}" r="265" fill="${palette.accent}"/>`,
      `<circle cx="${x}" cy="${y}" r="265" fill="url(#well)"/>`,
      `<circle cx="${x}" cy="${y}" r="232" fill="${palette.plate}"/>`,
      `<circle cx="${x}" cy="${y}" r="206" fill="${broth}"/>`,
      `<circle cx="${x}" cy="${y}" r="206" fill="url(#well)"/>`,
      `<path d="M ${x - 200} ${y - 100} A 232 232 0 0 1 ${x - 60} ${y - 222}" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" opacity="0.5"/>`,
    ].join('');
  }
  const r = subject.vessel === 'saucer' ? 215 : 275;
  return [
    shadow(r),
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${palette.plate}"/>`,
    `<circle cx="${x}" cy="${y}" r="${r - 2}" fill="none" stroke="${palette.plateShade}" stroke-width="4"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.73}" fill="${palette.plateShade}" opacity="0.6"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="${palette.plate}"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="url(#well)" opacity="0.5"/>`,
    `<path d="M ${x - r * 0.86} ${y - r * 0.38} A ${r * 0.92} ${r * 0.92} 0 0 1 ${x - r * 0.3} ${y - r * 0.87}" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.9"/>`,
  ].join('');
}

/** Herb leaves and sauce dots around the food, placed by the name's hash. */
function garnish(subject: IllustrationSubject, random: () => number): string {
  if (subject.kind === 'cup' || subject.kind === 'cake') {
    return '<circle cx="-150" cy="70" r="7" fill="#c0392b" opacity="0.5"/><circle cx="-132" cy="96" r="5" fill="#c0392b" opacity="0.4"/>';
  }
  const radius = subject.vessel === 'bowl' ? 150 : 168;
  const start = random() * Math.PI * 2;
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const angle = start + (i * Math.PI * 2) / 4 + (random() - 0.5) * 0.6;
    const px = Math.round(Math.cos(angle) * radius);
    const py = Math.round(Math.sin(angle) * radius);
    const turn = Math.round(random() * 360);
    parts.push(
      `<g transform="translate(${px} ${py}) rotate(${turn}) scale(0.2)">${leaf('#5d9a46', '#3f7230')}</g>`,
    );
  }
  return parts.join('');
}

/** Peppercorns and tiny leaves on the table, kept off the plate and the text. */
function scatter(palette: Palette, random: () => number): string {
  const parts: string[] = [];
  let attempts = 0;
  while (parts.length < 16 && attempts < 400) {
    attempts++;
    const x = 50 + random() * (width - 100);
    const y = 50 + random() * (height - 100);
    const kind = random();
    if (Math.hypot(x - center.x, y - center.y) < 315 || (x > textLeft - 30 && y > 150 && y < 650))
      continue;
    if (kind < 0.45) {
      parts.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(4 + random() * 4).toFixed(1)}" fill="${palette.ink}" opacity="0.18"/>`,
      );
    } else if (kind < 0.75) {
      parts.push(
        `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="9" ry="4.5" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${palette.accent}" opacity="0.35"/>`,
      );
    } else {
      parts.push(
        `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${Math.round(random() * 360)}) scale(0.16)" opacity="0.55">${leaf(palette.accentSoft, palette.accentSoft)}</g>`,
      );
    }
  }
  return parts.join('');
}

function textBlock(
  name: string,
  description: string | null,
  subject: IllustrationSubject,
  palette: Palette,
): string {
  let size = 46;
  let lines = wrapText(name, textWidth / size, 4);
  for (const candidate of [78, 68, 60, 52]) {
    const tried = wrapText(name, textWidth / candidate, 3);
    if (!tried.some((line) => line.endsWith('…'))) {
      size = candidate;
      lines = tried;
      break;
    }
  }
  const label = [subject.course, subject.mainIngredient]
    .filter((part, index, all): part is string => part !== null && all.indexOf(part) === index)
    .join('  ·  ')
    .toUpperCase();
  const about = description ? wrapText(description, textWidth / 26 / 0.85, 3) : [];
  const lineHeight = Math.round(size * 1.1);
  const blockHeight = (label ? 52 : 0) + lines.length * lineHeight + 40 + about.length * 36;
  let y = Math.round(center.y - blockHeight / 2 + size * 0.8);
  const out: string[] = [];
  if (label) {
    out.push(
      `<text x="${textLeft}" y="${y - size * 0.8 + 18}" font-family="${escapeXml(sans)}" font-size="20" font-weight="700" letter-spacing="5" fill="${palette.accent}">${escapeXml(label)}</text>`,
    );
    y += 52;
  }
  out.push(
    `<text font-family="${escapeXml(serif)}" font-size="${size}" font-weight="700" fill="${palette.ink}">`,
  );
  for (const line of lines) {
    out.push(`<tspan x="${textLeft}" y="${y}">${escapeXml(line)}</tspan>`);
    y += lineHeight;
  }
  out.push('</text>');
  const ruleY = y - lineHeight + Math.round(size * 0.45) + 8;
  out.push(
    `<path d="M ${textLeft} ${ruleY} h 72" stroke="${palette.accent}" stroke-width="5" stroke-linecap="round"/>`,
  );
  let aboutY = ruleY + 44;
  for (const line of about) {
    out.push(
      `<text x="${textLeft}" y="${aboutY}" font-family="${escapeXml(serif)}" font-size="26" font-style="italic" fill="${palette.ink}" fill-opacity="0.72">${escapeXml(line)}</text>`,
    );
    aboutY += 36;
  }
  return out.join('\n');
}
