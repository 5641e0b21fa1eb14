import { Button, EmptyState, Input, Skeleton, Spinner } from '@app/ui';
import { ChevronLeft, ChevronRight, Search, SearchX, Users } from 'lucide-react';
import { useId } from 'react';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useUsers } from './use-users.ts';
import { pageRange, usersCount } from './user-display.ts';
import { UsersList } from './users-list.tsx';

/** The Users tab: every user, searched and paged, newest first. */
export function UsersTab() {
  const users = useUsers();
  const searchId = useId();
  const list = users.users;

  let body: React.ReactNode;
  if (users.error) {
    body = (
      <LoadFailed
        title="The users could not be loaded"
        onRetry={users.retry}
        className="m-4 sm:m-5"
      />
    );
  } else if (!list) {
    body = <UsersSkeleton />;
  } else if (list.length === 0 && users.search) {
    body = (
      <EmptyState
        icon={<SearchX />}
        title={`No users match ‘${users.search}’`}
        className="m-4 sm:m-5"
        action={
          <Button variant="secondary" onClick={users.clearSearch}>
            Clear search
          </Button>
        }
      >
        Search for part of an e-mail address, a first name or a last name.
      </EmptyState>
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState icon={<Users />} title="No users yet" className="m-4 sm:m-5">
        New sign-ups will appear here.
      </EmptyState>
    );
  } else {
    body = <UsersList users={list} isUpdating={users.isUpdating} />;
  }

  const hasPager = !users.error && list && (users.hasPrevious || users.hasNext || users.isUpdating);
  return (
    <section
      aria-labelledby="users-heading"
      aria-busy={!list || users.isUpdating || undefined}
      className="overflow-hidden rounded-card border border-line bg-raised shadow-card"
    >
      <div className="flex flex-col gap-3 border-line border-b px-4 py-3 sm:px-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id="users-heading" className="font-display font-semibold text-ink text-lg">
            Users
          </h2>
          <p role="status" className="flex items-center gap-2 text-muted text-sm">
            {users.isUpdating && <Spinner size="sm" aria-hidden="true" />}
            {users.totalCount === undefined
              ? 'Newest first'
              : `${usersCount(users.totalCount, users.search)} · newest first`}
          </p>
        </div>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search users
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <Input
            id={searchId}
            type="search"
            value={users.searchText}
            onChange={(event) => users.setSearchText(event.target.value)}
            placeholder="Search by e-mail or name"
            autoComplete="off"
            spellCheck={false}
            className="pl-10"
          />
        </div>
      </div>

      {body}

      {hasPager && list && users.totalCount !== undefined && (
        <nav
          aria-label="Pages of users"
          className="flex items-center justify-between gap-2 border-line border-t px-4 py-3 sm:px-5"
        >
          <Button
            variant="secondary"
            size="sm"
            onClick={users.previous}
            disabled={!users.hasPrevious || users.isUpdating}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <p className="text-muted text-sm tabular-nums">
            {pageRange(users.firstIndex, list.length, users.totalCount)}
          </p>
          <Button variant="secondary" size="sm" onClick={users.next} disabled={!users.hasNext}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      )}
    </section>
  );
}

function UsersSkeleton() {
  return (
    <div data-testid="users-skeleton">
      <p className="sr-only" role="status">
        Loading the users…
      </p>
      {Array.from({ length: 5 }, (_, row) => (
        <div key={row} className="flex items-center gap-4 px-4 py-3 sm:px-5">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-32 md:block" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
      ))}
    </div>
  );
}
