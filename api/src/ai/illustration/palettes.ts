/** Colours for one illustration; chosen by hashing the recipe name so a recipe keeps its look. */
export interface Palette {
  background: string;
  backgroundDeep: string;
  ink: string;
  accent: string;
  accentSoft: string;
  plate: string;
  plateShade: string;
}

export const palettes: Palette[] = [
  {
    background: '#e8efe2',
    backgroundDeep: '#cddfc4',
    ink: '#22372a',
    accent: '#c4553b',
    accentSoft: '#8fb996',
    plate: '#fcfaf5',
    plateShade: '#e9e3d6',
  },
  {
    background: '#f7e7d9',
    backgroundDeep: '#edcaae',
    ink: '#3b2618',
    accent: '#c0562f',
    accentSoft: '#e9a15a',
    plate: '#fffaf3',
    plateShade: '#eee1d0',
  },
  {
    background: '#fbf1d0',
    backgroundDeep: '#f2db98',
    ink: '#3a2f12',
    accent: '#cf7f28',
    accentSoft: '#7f9d4e',
    plate: '#fffdf6',
    plateShade: '#efe6cf',
  },
  {
    background: '#f8e4e1',
    backgroundDeep: '#efc4bf',
    ink: '#3d1f24',
    accent: '#b5455a',
    accentSoft: '#e79b8d',
    plate: '#fffaf8',
    plateShade: '#f0e0dc',
  },
  {
    background: '#e4eef5',
    backgroundDeep: '#c5d9e7',
    ink: '#1d3144',
    accent: '#2f6f9f',
    accentSoft: '#e3a34a',
    plate: '#fcfcfa',
    plateShade: '#e2e6e8',
  },
  {
    background: '#eee5f0',
    backgroundDeep: '#d7c5de',
    ink: '#2f1f36',
    accent: '#7b4b94',
    accentSoft: '#d98c5f',
    plate: '#fffbfb',
    plateShade: '#ebe2ea',
  },
  {
    background: '#2f3b2d',
    backgroundDeep: '#263022',
    ink: '#f4ecd8',
    accent: '#e2a658',
    accentSoft: '#9cb380',
    plate: '#f7f1e3',
    plateShade: '#e3d9c3',
  },
  {
    background: '#1f2b3b',
    backgroundDeep: '#17212f',
    ink: '#f3ead9',
    accent: '#e76f51',
    accentSoft: '#f4a261',
    plate: '#f8f3e8',
    plateShade: '#e4dccb',
  },
];

/** FNV-1a, 32 bits: stable across runs and platforms. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A small seeded generator (mulberry32) for scattering garnish deterministically. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
