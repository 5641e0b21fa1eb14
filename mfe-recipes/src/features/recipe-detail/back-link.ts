import { courseNames, isCourseId } from '../../components/course-names.ts';

/** Where the detail page's back link goes, and what it says. */
export interface BackLink {
  to: string;
  label: string;
}

const myRecipes: BackLink = { to: '/recipes', label: 'My Recipes' };

/**
 * The link contract with the recipes screen (spec §2): it opens a recipe with
 * `?from=<origin>&tag=&category=&filter=&q=`, and the back link returns to where the cook was.
 */
export function backLinkFor(params: URLSearchParams): BackLink {
  const tag = params.get('tag')?.trim();
  const category = params.get('category')?.trim().toLowerCase();
  switch (params.get('from')) {
    case 'tag':
      if (!tag) return { to: '/recipes?view=tags', label: 'Back to Tags' };
      return { to: `/recipes?${new URLSearchParams({ tag })}`, label: `Back to #${tag}` };
    case 'search':
      return { to: '/recipes', label: 'Back to Search Results' };
    case 'category': {
      if (!category) return myRecipes;
      // The recipes screen leaves out the default filter; the link names it.
      const filter = params.get('filter')?.trim() || 'courses';
      return {
        to: `/recipes?${new URLSearchParams({ category, filter })}`,
        label: `Back to ${isCourseId(category) ? courseNames[category] : capitalize(category)}`,
      };
    }
    case 'list':
      return { to: '/recipes?view=list', label: 'Back to Recipe List' };
    default:
      return myRecipes;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
