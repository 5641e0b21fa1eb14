import { TabsList, TabsTrigger } from '@app/ui';
import { Clock, Heart, LayoutGrid, Tag } from 'lucide-react';
import type { ComponentType } from 'react';
import { type BrowseFilter, browseFilters } from './browse-params.ts';

const tabs: Record<BrowseFilter, { label: string; icon: ComponentType<{ className?: string }> }> = {
  courses: { label: 'Courses', icon: LayoutGrid },
  tags: { label: 'Tags', icon: Tag },
  favorites: { label: 'Favorites', icon: Heart },
  recent: { label: 'Recent', icon: Clock },
};

/** Spec §9's filter tabs; the Tabs root around them owns the value. */
export function FilterTabsList() {
  return (
    <TabsList aria-label="Filter recipes" className="w-full lg:w-auto">
      {browseFilters.map((filter) => {
        const { label, icon: Icon } = tabs[filter];
        return (
          <TabsTrigger key={filter} value={filter} className="h-10 flex-1 gap-1.5 px-2 sm:px-3">
            <Icon className="size-4 max-sm:hidden" aria-hidden="true" />
            {label}
          </TabsTrigger>
        );
      })}
    </TabsList>
  );
}
