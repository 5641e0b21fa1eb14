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

const cardClassName =
  'flex items-center gap-3 rounded-card border border-line bg-raised p-4 shadow-card sm:flex-col sm:items-start sm:gap-4 sm:p-5';

/** Total Users, Total Recipes, Shopping Items, Images Generated (spec §2); skeletons meanwhile. */
export function StatCards({ totals }: { totals: AdminTotals | undefined }) {
  if (!totals) {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <p className="sr-only">Loading the figures…</p>
        {cards.map((card) => (
          <div key={card.key} data-testid="stat-skeleton" className={cardClassName}>
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="flex w-full flex-col gap-2">
              <Skeleton className="h-7 w-12" />
              <Skeleton className="h-4 w-20" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map((card) => (
        <div key={card.key} className={cardClassName}>
          <span
            aria-hidden="true"
            className={`flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5 ${card.tone}`}
          >
            {card.icon}
          </span>
          <div className="flex min-w-0 flex-col-reverse">
            <dt className="text-muted text-sm leading-tight">{card.label}</dt>
            <dd className="font-display font-semibold text-2xl text-ink tabular-nums sm:text-3xl">
              {totals[card.key].toLocaleString()}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
