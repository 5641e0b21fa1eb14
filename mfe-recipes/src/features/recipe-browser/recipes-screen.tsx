import { Tabs, TabsContent } from '@app/ui';
import { useEffect, useRef } from 'react';
import {
  type BrowseFilter,
  type BrowseParams,
  useBrowseHref,
  useBrowseParams,
} from './browse-params.ts';
import { CourseGrid } from './course-grid.tsx';
import { FilterTabsList } from './filter-tabs.tsx';
import { RecentRecipes } from './recent-recipes.tsx';
import { RecentTagChips } from './recent-tag-chips.tsx';
import { rememberTag } from './recent-tags.ts';
import { RecipeResults } from './recipe-results.tsx';
import { SearchBox } from './search-box.tsx';
import { SelectionHeader } from './selection-header.tsx';
import { TagGrid } from './tag-grid.tsx';
import { useScrollMemory } from './use-scroll-memory.ts';
import { ViewToggle } from './view-toggle.tsx';

/** Whether the screen shows the tiles of a filter (courses or tags) rather than recipes. */
export function isTileGrid({ view, q, tag, category, filter }: BrowseParams): boolean {
  return (
    view === 'tags' && !q.trim() && !tag && !category && (filter === 'courses' || filter === 'tags')
  );
}

function BrowseContent({ params }: { params: BrowseParams }) {
  if (isTileGrid(params)) return params.filter === 'courses' ? <CourseGrid /> : <TagGrid />;
  if (params.filter === 'recent' && !params.q.trim() && !params.tag && !params.category) {
    return <RecentRecipes params={params} />;
  }
  return <RecipeResults params={params} />;
}

/** The recipes screen (`/recipes`): browse by course or tag, favorites, recent, search, list. */
export default function RecipesScreen() {
  const [params, update] = useBrowseParams();
  const hrefFor = useBrowseHref();
  const topRef = useRef<HTMLElement>(null);
  useScrollMemory();

  // Spec §2/§4: a chosen tag joins the recent tags, however it was chosen (a tile, a recent
  // chip, a recipe's tag link), so the chips follow what the cook actually looks at.
  useEffect(() => {
    if (params.tag) rememberTag(params.tag);
  }, [params.tag]);

  // A new selection starts at the top of its results, not where the previous grid was scrolled.
  const selection = `${params.filter}|${params.view}|${params.category}|${params.tag}`;
  const previousSelection = useRef(selection);
  useEffect(() => {
    if (previousSelection.current === selection) return;
    previousSelection.current = selection;
    if ((topRef.current?.getBoundingClientRect().top ?? 0) < 0) window.scrollTo({ top: 0 });
  }, [selection]);

  return (
    <main ref={topRef} className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-3">
        <h1 className="font-display font-semibold text-3xl text-ink leading-tight">My Recipes</h1>
        <ViewToggle
          view={params.view}
          // The filter is written out, so `view=tags` alone keeps meaning the Tags tab.
          onChange={(view) => update({ view, filter: params.filter })}
        />
      </div>
      <Tabs
        value={params.filter}
        // Spec §4: choosing a filter tab clears the chosen category (and tag).
        onValueChange={(filter) =>
          update({ filter: filter as BrowseFilter, category: null, tag: null })
        }
        className="mt-4"
      >
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <SearchBox className="lg:flex-1" value={params.q} onSearch={(q) => update({ q })} />
          <FilterTabsList />
        </div>
        {!params.tag && (
          <div className="mt-3">
            <RecentTagChips hrefFor={hrefFor} />
          </div>
        )}
        <TabsContent value={params.filter} className="mt-5 rounded-control">
          <SelectionHeader
            params={params}
            hrefFor={hrefFor}
            onRemoveTag={() => update({ tag: null })}
          />
          <BrowseContent params={params} />
        </TabsContent>
      </Tabs>
    </main>
  );
}
