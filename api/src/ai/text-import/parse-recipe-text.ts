/**
 * A local, deterministic reader for recipes that home cooks paste as text: no model call, so it
 * works offline and gives the same draft for the same text.
 */
import { emptyDraft, type RecipeDraft } from '../recipe-draft.ts';
import { classifyUnlabelled } from './classify-unlabelled.ts';
import {
  isNoise,
  normalizeText,
  stripBullet,
  stripListNumber,
  stripMarkdown,
  titleCase,
} from './cleaning.ts';
import { inferTags } from './infer-tags.ts';
import { looksLikeIngredient, looksLikeStep, startsWithQuantity } from './line-classification.ts';
import { bareMetaLabelPattern, parseMetaLine, type RecipeMeta } from './meta-line.ts';
import { isSubgroupHeading, readHeading, type SectionKind } from './sections.ts';
import { buildSteps } from './steps.ts';
import { parseDuration } from './times.ts';

type Section = SectionKind | 'preamble';

export function parseRecipeText(text: string): RecipeDraft {
  const lines = joinBareMetaLabels(normalizeText(text));
  const meta: RecipeMeta = {};
  const collected: Record<Section, string[]> = {
    preamble: [],
    ingredients: [],
    instructions: [],
    ignored: [],
  };
  let section: Section = 'preamble';
  let hasIngredientsHeading = false;
  let hasInstructionsHeading = false;
  let isRightAfterHeading = false;

  for (const line of lines) {
    if (line === '') {
      collected[section].push('');
      continue;
    }
    if (isNoise(line)) continue;
    const heading = readHeading(line);
    // Sites show "Ingredients | Nutrition" as tabs: a heading right after a heading is a tab label.
    if (heading?.kind === 'ignored' && isRightAfterHeading) continue;
    isRightAfterHeading = heading !== null;
    if (heading) {
      if (heading.isBare && isWriteUp(heading.kind, collected[heading.kind])) {
        collected[heading.kind] = [];
      }
      section = heading.kind;
      hasIngredientsHeading ||= heading.kind === 'ingredients';
      hasInstructionsHeading ||= heading.kind === 'instructions';
      if (heading.servings !== null) meta.servings ??= heading.servings;
      collected[section].push('');
      continue;
    }
    const lineMeta = mayHoldMeta(line, section) ? parseMetaLine(line) : null;
    if (lineMeta) {
      mergeMeta(meta, lineMeta);
      continue;
    }
    // "Method: mix everything and bake." puts the heading and its text on one line.
    const inline = /^([^:]{3,30}?)\s*:\s*(\S.*)$/u.exec(line);
    const inlineHeading = inline?.[1] ? readHeading(inline[1]) : null;
    if (inline?.[2] && inlineHeading && inlineHeading.kind !== 'ignored') {
      section = inlineHeading.kind;
      hasIngredientsHeading ||= section === 'ingredients';
      hasInstructionsHeading ||= section === 'instructions';
      collected[section].push(inline[2]);
      continue;
    }
    // "For the sauce:" before any heading opens the ingredient list of a grouped recipe.
    if (
      section === 'preamble' &&
      /^(for|für|pour|per|para) /iu.test(stripBullet(line)) &&
      isSubgroupHeading(line) &&
      hasContent(collected.preamble)
    ) {
      section = 'ingredients';
      hasIngredientsHeading = true;
      continue;
    }
    collected[section].push(line);
  }

  const draft = emptyDraft();
  const preamble = [...collected.preamble];
  const title = takeTitle(preamble);
  draft.name = title.name;
  if (title.meta) mergeMeta(meta, title.meta);
  let ingredientLines = collected.ingredients;
  let stepLines = collected.instructions;
  if (hasIngredientsHeading) {
    draft.description = firstParagraph(preamble);
  } else {
    const unlabelled = classifyUnlabelled(preamble, 'description');
    draft.description = unlabelled.description;
    ingredientLines = [...unlabelled.ingredients, ...ingredientLines];
    stepLines = [...unlabelled.steps, '', ...stepLines];
  }
  if (!hasInstructionsHeading && hasIngredientsHeading) {
    const split = classifyUnlabelled(ingredientLines, 'ingredients');
    ingredientLines = split.ingredients;
    stepLines = [...split.steps, '', ...stepLines];
  }
  draft.ingredients = buildIngredients(ingredientLines);
  draft.instructions = buildSteps(stepLines);
  draft.servings = meta.servings ?? null;
  draft.prepTimeMinutes = meta.prep ?? null;
  draft.cookTimeMinutes = meta.cook ?? null;
  draft.totalTimeMinutes = meta.total ?? null;
  draft.tags = inferTags(draft);
  return draft;
}

// Inside a list, "Bake 25 minutes" is a step, not a cook time: only labelled lines count there.
function mayHoldMeta(line: string, section: Section): boolean {
  if (section === 'preamble' || section === 'ignored') return true;
  return /[:|]|time|zeit|serves|servings|yield|makes|portion/iu.test(line);
}

function mergeMeta(into: RecipeMeta, from: RecipeMeta): void {
  into.servings ??= from.servings;
  into.prep ??= from.prep;
  into.cook ??= from.cook;
  into.total ??= from.total;
}

/** Recipe cards pasted from sites put "Prep Time" and "15 mins" on separate lines. */
function joinBareMetaLabels(lines: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const next = lines[index + 1];
    if (bareMetaLabelPattern.test(line) && next && /^[\d½¼¾⅓⅔]/u.test(next)) {
      joined.push(`${line.replace(/:$/, '')}: ${next}`);
      index += 1;
    } else if (next && bareMetaLabelPattern.test(next) && parseDuration(line) !== null) {
      joined.push(`${next}: ${line}`);
      index += 1;
    } else {
      joined.push(line);
    }
  }
  return joined;
}

/**
 * Blog posts talk through the ingredients and method before the recipe card repeats the headings;
 * the card is the recipe, so a bare repeated heading replaces a section that reads as prose.
 */
function isWriteUp(kind: SectionKind, lines: string[]): boolean {
  const content = lines.filter((line) => line !== '');
  if (content.length === 0) return false;
  if (kind === 'instructions') return true;
  if (kind !== 'ingredients') return false;
  const listed = content.filter((line) => looksLikeIngredient(stripBullet(line))).length;
  return listed * 2 < content.length;
}

function hasContent(lines: string[]): boolean {
  return lines.some((line) => line !== '');
}

/** Servings people tack onto a title: "Carbonara - serves 2", "Chili (serves 6)". */
const titleMetaPattern =
  /\s*[-–—(|,:]\s*((?:serves|makes|servings|yield|für|pour|per|para)\b[^)]*)\)?$/iu;

/** Removes the first line that can be a title; name '' when the paste starts with the recipe. */
function takeTitle(preamble: string[]): { name: string; meta: RecipeMeta | null } {
  // Leftovers of a screenshot or a scan ("‹", "9:41", "12") above the title are skipped, so a
  // first line that cannot be a title does not cost the recipe its name.
  const index = preamble.findIndex((line) => line !== '' && /\p{L}{2}/u.test(line));
  const candidate = preamble[index];
  if (candidate === undefined) return { name: '', meta: null };
  let title = stripMarkdown(candidate).replace(
    /^(recipe|rezept|recette|ricetta|receta)\s*:\s*/iu,
    '',
  );
  const metaText = titleMetaPattern.exec(title);
  const meta = metaText?.[1] ? parseMetaLine(metaText[1]) : null;
  if (meta && metaText) title = title.slice(0, metaText.index);
  const isTitle =
    title.length > 0 &&
    title.length <= 100 &&
    !startsWithQuantity(title) &&
    !(looksLikeStep(title) && /[.!?]$/.test(title)) &&
    // Prose ("This is my favourite soup. It's great in winter.") is a description, not a name.
    !/[.!?]\s+\S/.test(title) &&
    !(/[.!?]$/.test(title) && title.split(' ').length > 8);
  if (!isTitle) return { name: '', meta: null };
  preamble.splice(index, 1);
  return { name: titleCase(title.replace(/[:.]$/, '')), meta };
}

function firstParagraph(lines: string[]): string | null {
  const start = lines.findIndex((line) => line !== '');
  if (start === -1) return null;
  const end = lines.indexOf('', start);
  const paragraph = lines
    .slice(start, end === -1 ? undefined : end)
    .join(' ')
    .trim();
  return paragraph === '' ? null : paragraph;
}

function buildIngredients(lines: string[]): string[] {
  return lines
    .filter((line) => line !== '' && !isSubgroupHeading(line))
    .flatMap((line) => splitInlineList(stripListNumber(stripBullet(line))))
    .filter((line) => line !== '');
}

/** "200g spaghetti, 100g pancetta, 2 eggs, black pepper." is a whole list typed on one line. */
function splitInlineList(line: string): string[] {
  const parts = line.split(/\s*[,;]\s*/).map((part) => part.replace(/\.$/, '').trim());
  const quantified = parts.filter((part) => startsWithQuantity(part)).length;
  const isList =
    parts.length >= 3 &&
    quantified >= 2 &&
    quantified * 3 >= parts.length * 2 &&
    parts.every((part) => part.length <= 40);
  return isList ? parts : [line];
}
