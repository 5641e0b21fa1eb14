import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BackLink } from './back-link.ts';

interface RecipeBreadcrumbProps {
  backLink: BackLink;
  /** The recipe's name once known. */
  current: string | null;
}

const linkClassName =
  'inline-flex min-h-11 items-center rounded-control px-1 font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus';

/** Spec §2: Home > back link > recipe name. */
export function RecipeBreadcrumb({ backLink, current }: RecipeBreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className="-mx-1 mb-2">
      <ol className="flex min-w-0 items-center gap-0.5 text-sm">
        <li className="shrink-0">
          <Link to="/" className={linkClassName}>
            Home
          </Link>
        </li>
        <Separator />
        <li className="min-w-0 shrink-0 sm:shrink">
          <Link to={backLink.to} className={`${linkClassName} max-w-full truncate`}>
            <span className="truncate">{backLink.label}</span>
          </Link>
        </li>
        {current && (
          <>
            <Separator />
            <li aria-current="page" className="min-w-0 truncate px-1 text-muted">
              {current}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <li aria-hidden="true" className="shrink-0 text-muted/70">
      <ChevronRight className="size-4" />
    </li>
  );
}
