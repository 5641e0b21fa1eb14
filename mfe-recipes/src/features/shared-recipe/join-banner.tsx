import { buttonClassName, cn } from '@app/ui';
import { ChefHat } from 'lucide-react';

/** Spec §2: guests see a join banner with 'Get App', leading to the login endpoint. */
export function JoinBanner({ className, loginHref }: { className?: string; loginHref: string }) {
  return (
    <aside
      aria-labelledby="join-banner-title"
      className={cn(
        'flex flex-col gap-4 rounded-card border border-brand-200 bg-primary-soft p-4 sm:flex-row sm:items-center sm:p-5 dark:border-brand-800',
        className,
      )}
    >
      <div className="flex flex-1 items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-ink"
        >
          <ChefHat className="size-5" />
        </span>
        <div>
          <p id="join-banner-title" className="font-display font-semibold text-ink text-lg">
            Join Mise
          </p>
          <p className="text-ink/80 text-sm leading-relaxed">
            Save this recipe, scale it to your table and turn it into a shopping list. Free to
            start.
          </p>
        </div>
      </div>
      <a href={loginHref} className={buttonClassName({ className: 'shrink-0' })}>
        Get App
      </a>
    </aside>
  );
}
