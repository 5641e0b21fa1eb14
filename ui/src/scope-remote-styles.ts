import postcss, { type AtRule, type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type { Plugin } from 'vite';

/** Selectors that stay global: the theme's custom properties, identical in every app. */
const globalSelectors = new Set([':root', ':host', 'html', 'body']);

const pseudoElements = new Set([':before', ':after', ':first-line', ':first-letter']);

function isInsideKeyframes(node: Container | undefined): boolean {
  for (let parent = node; parent; parent = parent.parent as Container | undefined) {
    if (parent.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return true;
  }
  return false;
}

/**
 * Rewrites every selector so its subject must be the remote's root element or inside it:
 * `.hidden` becomes `.hidden:is([data-remote="x"], [data-remote="x"] *)`, and the scope goes
 * before a pseudo-element (`.a::before` → `.a:is(…)::before`).
 */
export function scopeSelectors(css: string, remote: string): string {
  const scope = `[data-remote="${remote}"]`;
  const scoped = selectorParser((selectors) => {
    selectors.each((selector) => {
      if (globalSelectors.has(selector.toString().trim())) return;
      const within = selectorParser.pseudo({ value: ':is' });
      for (const part of [scope, `${scope} *`]) within.append(selectorParser().astSync(part).first);
      // The subject is the last compound selector; a pseudo-element in it must stay last.
      let pseudoElement: selectorParser.Node | undefined;
      for (let index = selector.nodes.length - 1; index >= 0; index--) {
        const node = selector.nodes[index];
        if (!node || node.type === 'combinator') break;
        if (
          node.type === 'pseudo' &&
          (node.value.startsWith('::') || pseudoElements.has(node.value))
        )
          pseudoElement = node;
      }
      if (pseudoElement) selector.insertBefore(pseudoElement, within);
      else selector.append(within);
    });
  });
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (isInsideKeyframes(rule.parent as Container | undefined)) return;
    rule.selector = scoped.processSync(rule.selector);
  });
  return root.toString();
}

/**
 * A remote's stylesheet stays in the page after it loads, and every app builds its own Tailwind:
 * unscoped, a remote's `.hidden` (loaded later) beats the shell's or another remote's `md:block`.
 * Scoped, its rules only reach elements inside its `data-remote` root. Floating UI (tooltips,
 * dialogs) must therefore portal into that root (see portal-container.tsx).
 */
export function scopeRemoteStyles(remote: string): Plugin {
  return {
    name: 'scope-remote-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css =
          typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = scopeSelectors(css, remote);
      }
    },
  };
}
