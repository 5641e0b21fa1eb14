import type { Palette } from './palettes.ts';
import type { FoodKind } from './recipe-subject.ts';

/*
 * Flat vector food icons, each drawn in a 200×200 box centred on the origin. Food keeps its own
 * colours (a salmon is pink whatever the palette); only props like mugs take the palette.
 */

const outline = (color: string, width = 4) =>
  `stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

export function leaf(color = '#6a9c4f', vein = '#48763a'): string {
  return `<g>
    <path d="M -72 72 C -84 -8 -12 -84 78 -78 C 84 8 8 84 -72 72 Z" fill="${color}" ${outline(vein)}/>
    <path d="M -92 92 L -72 72 C -22 22 22 -22 78 -78" fill="none" ${outline(vein, 6)}/>
    <path d="M -30 30 L -34 -4 M -6 6 L -4 -34 M 20 -20 L 26 -50 M -30 30 L 4 34 M -6 6 L 32 8 M 20 -20 L 52 -16" fill="none" ${outline(vein, 3.5)} opacity="0.8"/>
  </g>`;
}

function fish(word: string | null): string {
  const isPink = word !== null && /salmon|trout/.test(word);
  const body = isPink ? '#ee8f6c' : '#8fb3cc';
  const dark = isPink ? '#b95a3f' : '#4f7893';
  return `<g>
    <path d="M -52 0 L -100 -42 C -88 -12 -88 12 -100 42 Z" fill="${body}" ${outline(dark)}/>
    <path d="M -4 -40 C 8 -66 34 -64 40 -40 Z" fill="${body}" ${outline(dark)}/>
    <path d="M 98 2 C 64 -58 -26 -58 -60 0 C -26 58 64 58 98 2 Z" fill="${body}" ${outline(dark)}/>
    <path d="M -50 4 C -20 38 50 44 92 8 C 60 30 0 32 -50 4 Z" fill="#ffffff" opacity="0.35"/>
    <path d="M 40 -32 C 28 -12 28 14 40 32" fill="none" ${outline(dark, 4)}/>
    <path d="M -20 -16 C -12 -8 -12 4 -20 12 M 0 -20 C 8 -10 8 4 0 14 M 20 -18 C 28 -8 28 4 20 14" fill="none" ${outline(dark, 3)} opacity="0.55"/>
    <circle cx="64" cy="-12" r="8" fill="#ffffff" ${outline(dark, 3)}/>
    <circle cx="66" cy="-12" r="3.5" fill="#1f1f1f"/>
  </g>`;
}

function drumstick(): string {
  return `<g transform="rotate(-35)">
    <path d="M 14 -30 C 40 -18 52 -10 70 -9 L 70 9 C 52 10 40 18 14 30 Z" fill="#c56f35" ${outline('#8f4c22')}/>
    <rect x="62" y="-9" width="28" height="18" fill="#f4ead6" ${outline('#b9a88a', 3)}/>
    <circle cx="92" cy="-12" r="13" fill="#f4ead6" ${outline('#b9a88a', 3)}/>
    <circle cx="92" cy="12" r="13" fill="#f4ead6" ${outline('#b9a88a', 3)}/>
    <path d="M 80 -4 L 84 4" stroke="#f4ead6" stroke-width="12"/>
    <ellipse cx="-32" cy="0" rx="68" ry="54" fill="#cf7a3c" ${outline('#8f4c22')}/>
    <ellipse cx="-46" cy="-20" rx="28" ry="12" fill="#ffffff" opacity="0.28" transform="rotate(-15 -46 -20)"/>
    <path d="M -70 18 C -50 30 -20 32 4 22" fill="none" ${outline('#8f4c22', 3)} opacity="0.5"/>
  </g>`;
}

function cake(): string {
  const drips: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = -90 + i * 30;
    const top = -5 - (i * 15) / 6;
    drips.push(
      `L ${x} ${top + 12} C ${x + 6} ${top + (i % 2 ? 30 : 22)} ${x + 14} ${top + (i % 2 ? 30 : 22)} ${x + 15} ${top + 10}`,
    );
  }
  return `<g transform="translate(0 10)">
    <path d="M -90 -5 L 90 -20 L 90 60 L -90 75 Z" fill="#f0c486" ${outline('#b9853f')}/>
    <path d="M -90 28 L 90 14 L 90 28 L -90 42 Z" fill="#fff4e2"/>
    <path d="M -90 50 L 90 38 L 90 44 L -90 56 Z" fill="#c0392b" opacity="0.7"/>
    <path d="M -90 -5 L 90 -20 ${drips.join(' ')} L 90 -8 Z" fill="#f6b4c4" ${outline('#d2768e', 3)}/>
    <path d="M -90 -5 L 40 -56 L 90 -20 Z" fill="#f8c3d0" ${outline('#d2768e', 3)}/>
    <path d="M 40 -68 C 44 -84 54 -92 64 -96" fill="none" ${outline('#5c7a33', 4)}/>
    <circle cx="40" cy="-62" r="13" fill="#c0392b" ${outline('#8e2418', 3)}/>
    <circle cx="35" cy="-66" r="4" fill="#ffffff" opacity="0.6"/>
  </g>`;
}

function cup(palette: Palette): string {
  return `<g>
    <path d="M 46 -6 C 96 -10 96 52 40 50" fill="none" stroke="${palette.accent}" stroke-width="14" stroke-linecap="round"/>
    <path d="M -62 -30 L 52 -30 L 44 58 C 42 72 32 80 20 80 L -30 80 C -42 80 -52 72 -54 58 Z" fill="${palette.accent}"/>
    <path d="M -46 -16 L -40 56" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.3"/>
    <ellipse cx="-5" cy="-30" rx="57" ry="13" fill="${palette.accent}"/>
    <ellipse cx="-5" cy="-30" rx="49" ry="9" fill="#6b4226"/>
    <path d="M -28 -50 C -44 -66 -12 -76 -28 -96 M -2 -52 C -18 -70 14 -80 -2 -104 M 24 -50 C 8 -66 40 -76 24 -96" fill="none" stroke="${palette.ink}" stroke-width="6" stroke-linecap="round" opacity="0.35"/>
  </g>`;
}

function bread(): string {
  return `<g>
    <path d="M -96 50 L -96 0 C -96 -62 96 -62 96 0 L 96 50 C 96 62 86 70 74 70 L -74 70 C -86 70 -96 62 -96 50 Z" fill="#d39552" ${outline('#9a6330')}/>
    <path d="M -84 -6 C -78 -46 78 -46 84 -6" fill="none" stroke="#e9b877" stroke-width="12" stroke-linecap="round" opacity="0.7"/>
    <path d="M -56 -26 C -46 -12 -38 -6 -26 2 M -12 -32 C -2 -18 6 -12 18 -4 M 32 -30 C 42 -16 50 -10 62 -2" fill="none" ${outline('#a8692f', 7)}/>
    <path d="M -60 40 L -58 40 M -20 50 L -18 50 M 30 44 L 32 44 M 60 54 L 62 54" stroke="#fff7ea" stroke-width="5" stroke-linecap="round" opacity="0.7"/>
  </g>`;
}

function noodles(): string {
  const loops = [
    [-30, -10, 52, 40],
    [20, 0, 56, 38],
    [-6, 22, 60, 34],
    [6, -26, 50, 30],
    [-40, 26, 40, 26],
  ]
    .map(
      ([x, y, rx, ry]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="none" stroke="#f1cd78" stroke-width="9"/>`,
    )
    .join('');
  return `<g>
    <ellipse cx="0" cy="0" rx="92" ry="70" fill="#eab95c"/>
    ${loops}
    <path d="M -28 -20 C -10 -44 30 -40 36 -14 C 44 12 10 26 -12 18 C -34 10 -40 -6 -28 -20 Z" fill="#c8432f" ${outline('#9b2f20', 3)}/>
    <g transform="translate(34 -34) scale(0.28) rotate(20)">${leaf('#4f9a3f', '#356d2a')}</g>
    <circle cx="-18" cy="6" r="6" fill="#fff3d4" opacity="0.8"/><circle cx="4" cy="-4" r="5" fill="#fff3d4" opacity="0.8"/>
  </g>`;
}

function egg(): string {
  return `<g>
    <path d="M -80 -20 C -92 -70 -20 -92 20 -76 C 70 -88 100 -40 86 0 C 100 50 50 88 0 78 C -50 92 -96 50 -80 -20 Z" fill="#fffdf7" ${outline('#e3dccc', 4)}/>
    <circle cx="4" cy="2" r="36" fill="#f6b431" ${outline('#d98e14', 4)}/>
    <ellipse cx="-8" cy="-12" rx="11" ry="7" fill="#ffffff" opacity="0.6" transform="rotate(-30 -8 -12)"/>
  </g>`;
}

function tomato(): string {
  return `<g>
    <circle cx="0" cy="10" r="78" fill="#df4b3a" ${outline('#a92f22')}/>
    <path d="M -44 -28 C -60 0 -58 40 -34 62" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.25"/>
    <path d="M 0 -62 L 14 -84 L 10 -58 L 40 -66 L 16 -48 L 38 -30 L 6 -40 L 0 -16 L -6 -40 L -38 -30 L -16 -48 L -40 -66 L -10 -58 L -14 -84 Z" fill="#5f9a3f" ${outline('#3f7028', 3)}/>
  </g>`;
}

/** Soup seen from above: the bowl draws the broth; these are the bits floating in it. */
function soup(): string {
  return `<g>
    <path d="M -30 -6 C -30 -40 30 -40 30 -6 C 30 18 -6 22 -8 2 C -8 -12 10 -12 10 -2" fill="none" stroke="#fff6e8" stroke-width="7" stroke-linecap="round" opacity="0.85"/>
    <circle cx="-40" cy="-20" r="14" fill="#f08a3c" ${outline('#c2661f', 3)}/>
    <circle cx="30" cy="30" r="14" fill="#f08a3c" ${outline('#c2661f', 3)}/>
    <circle cx="48" cy="-34" r="12" fill="#f08a3c" ${outline('#c2661f', 3)}/>
    <g transform="translate(-10 34) scale(0.3) rotate(-30)">${leaf()}</g>
    <g transform="translate(10 -30) scale(0.26) rotate(60)">${leaf()}</g>
    <path d="M -70 10 C -50 0 -30 20 -10 10" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.35"/>
  </g>`;
}

export function foodIcon(kind: FoodKind, word: string | null, palette: Palette): string {
  switch (kind) {
    case 'leaf':
      return leaf();
    case 'fish':
      return fish(word);
    case 'drumstick':
      return drumstick();
    case 'cake':
      return cake();
    case 'cup':
      return cup(palette);
    case 'bread':
      return bread();
    case 'noodles':
      return noodles();
    case 'egg':
      return egg();
    case 'tomato':
      return tomato();
    case 'soup':
      return soup();
  }
}
