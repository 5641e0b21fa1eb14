/** Escapes text for SVG content and attribute values, dropping characters XML forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Rough advance width of text in ems for a bold book serif. SVG 1.1 cannot wrap or measure
 * text, so lines are broken on this estimate, erring wide so nothing spills out of the frame.
 */
export function estimateWidth(text: string): number {
  let ems = 0;
  for (const char of text) {
    if (char === ' ') ems += 0.27;
    else if (/[ijlft.,:;'!|I]/.test(char)) ems += 0.34;
    else if (/[mwMW@]/.test(char)) ems += 0.92;
    else if (/[A-Z&]/.test(char)) ems += 0.72;
    else ems += 0.56;
  }
  return ems;
}

/**
 * Breaks text into lines no wider than `maxEms` (by `estimateWidth`). Over-long words are cut;
 * past `maxLines` the last line ends with an ellipsis.
 */
export function wrapText(text: string, maxEms: number, maxLines: number): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const pieces: string[] = [''];
      for (const char of word) {
        const last = pieces[pieces.length - 1] ?? '';
        if (last !== '' && estimateWidth(last + char) > maxEms) pieces.push(char);
        else pieces[pieces.length - 1] = last + char;
      }
      return pieces;
    });
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && estimateWidth(`${last} ${word}`) <= maxEms) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let lastLine = kept[maxLines - 1] ?? '';
  while (lastLine.length > 1 && estimateWidth(`${lastLine}…`) > maxEms) {
    lastLine = [...lastLine].slice(0, -1).join('');
  }
  kept[maxLines - 1] = `${lastLine.trimEnd()}…`;
  return kept;
}
