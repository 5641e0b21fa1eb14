import { Button, EmptyState } from '@app/ui';
import { BookOpen, Heart, Plus, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';

interface BrowseEmptyProps {
  /** One of spec §2's four messages, verbatim. */
  message: string;
  /** `add`: nothing to list yet, offer Add Recipe; `search`: nothing matched; `favorites`. */
  kind: 'add' | 'search' | 'favorites';
  /** A heading above the message (the favorites grid's 'No Favorites Yet'). */
  title?: string;
}

const icons = {
  add: <BookOpen />,
  search: <SearchX />,
  favorites: <Heart />,
};

/** An empty recipes screen: the spec's message and, where it helps, the way forward. */
export function BrowseEmpty({ message, kind, title }: BrowseEmptyProps) {
  return (
    <EmptyState
      icon={icons[kind]}
      title={title ?? message}
      action={
        kind === 'add' ? (
          <Button asChild>
            <Link to="/add-recipe">
              <Plus className="size-5" aria-hidden="true" />
              Add Recipe
            </Link>
          </Button>
        ) : undefined
      }
      className="bg-raised/60"
    >
      {title ? message : undefined}
    </EmptyState>
  );
}
