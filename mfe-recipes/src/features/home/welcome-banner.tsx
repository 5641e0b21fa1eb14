import { Button } from '@app/ui';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';

/** Spec §2: 'Welcome back' plus the viewer's first name when it is known. */
export function welcomeText(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome back, ${name}` : 'Welcome back';
}

export function WelcomeBanner({ firstName }: { firstName: string | null | undefined }) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="relative overflow-hidden rounded-card border border-line bg-gradient-to-br from-primary-soft via-raised to-herb-soft p-5 shadow-card sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            id="welcome-heading"
            className="font-display font-semibold text-2xl text-ink leading-tight sm:text-3xl"
          >
            {welcomeText(firstName)}
          </h1>
          <p className="mt-1 text-muted">What would you like to cook today?</p>
        </div>
        <Button asChild size="lg" className="self-start sm:self-auto">
          <Link to="/add-recipe">
            <Plus className="size-5" aria-hidden="true" />
            Add Recipe
          </Link>
        </Button>
      </div>
    </section>
  );
}
