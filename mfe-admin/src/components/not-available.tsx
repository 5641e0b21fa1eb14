import { Button } from '@app/ui';
import { House, ShieldX } from 'lucide-react';
import { Link } from 'react-router-dom';

interface NotAvailableProps {
  /** The page's own heading (h1) when it is the whole screen; an h2 inside the dashboard. */
  isPage?: boolean;
}

/**
 * What anyone who is not an admin sees at /admin, whether the client found out first
 * (`me.isAdmin`) or the server refused the data (FORBIDDEN). It shows none of the dashboard.
 */
export function NotAvailable({ isPage = false }: NotAvailableProps) {
  const Heading = isPage ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby="admin-not-available"
      className="mx-auto flex max-w-md flex-col items-center rounded-card border border-line bg-raised px-6 py-10 text-center shadow-card"
    >
      <div
        aria-hidden="true"
        className="mb-5 flex size-16 items-center justify-center rounded-full bg-sunken text-muted [&_svg]:size-8"
      >
        <ShieldX />
      </div>
      <Heading id="admin-not-available" className="font-display font-semibold text-2xl text-ink">
        The admin dashboard is not available
      </Heading>
      <p className="mt-3 text-muted text-sm leading-relaxed">
        It is open only to the app's administrators, and your account is not one of them. Your
        recipes, shopping list and assistant are where they always are.
      </p>
      <Button asChild className="mt-6">
        <Link to="/">
          <House className="size-5" aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </section>
  );
}
