import { Skeleton } from '@app/ui';
import { BookOpen, ImageIcon, ShoppingCart, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminTotals } from './use-admin-stats.ts';

const cards: { key: keyof AdminTotals; label: string; icon: ReactNode; tone: string }[] = [
  {
    key: 'totalUsers',
    label: 'Total Users',
    icon: <Users />,
    tone: 'bg-primary-soft text-primary',
  },
  {
    key: 'totalRecipes',
    label: 'Total Recipes',
    icon: <BookOpen />,
    tone: 'bg-herb-soft text-herb',
  },
  {
    key: 'totalShoppingItems',
    label: 'Shopping Items',
    icon: <ShoppingCart />,
    tone: 'bg-primary-soft text-primary',
  },
  {
    key: 'totalImagesGenerated',
    label: 'Images Generated',
    icon: <ImageIcon />,
    tone: 'bg-herb-soft text-herb',
  },
];

// The icon sits in the <dt> (a <dl> group holds only <dt> and <dd>): in the top corner of a
// phone's narrow card, so the label keeps one line; at the card's left from 640 px up.
const cardClassName =
  'relative flex min-h-20 justify-center rounded-card border border-line bg-raised p-4 shadow-card sm:min-h-24 sm:pl-19';
const iconClassName =
  'absolute top-3 right-3 flex size-8 items-center justify-center rounded-full sm:top-1/2 sm:right-auto sm:left-5 sm:size-11 sm:-translate-y-1/2 [&_svg]:size-4 sm:[&_svg]:size-5';

/** Total Users, Total Recipes, Shopping Items, Images Generated (spec §2); skeletons meanwhile. */
export function StatCards({ totals }: { totals: AdminTotals | undefined }) {
  if (!totals) {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <p className="sr-only">Loading the figures…</p>
        {cards.map((card) => (
          <div key={card.key} data-testid="stat-skeleton" className={`${cardClassName} flex-col`}>
            <Skeleton className={`${iconClassName} bg-sunken`} />
            <Skeleton className="h-7 w-12" />
            <Skeleton className="mt-1.5 h-4 w-20" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map((card) => (
        <div key={card.key} className={`${cardClassName} flex-col-reverse`}>
          <dt className="text-muted text-sm leading-tight">
            <span aria-hidden="true" className={`${iconClassName} ${card.tone}`}>
              {card.icon}
            </span>
            {card.label}
          </dt>
          <dd className="font-display font-semibold text-2xl text-ink tabular-nums sm:text-3xl">
            {totals[card.key].toLocaleString()}
          </dd>
        </div>
      ))}
    </dl>
  );
}
