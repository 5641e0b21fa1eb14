import { BrandMark } from '@app/ui';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../session/session-context.ts';
import { AuthCard, type AuthTab } from './auth-card.tsx';
import { FeatureCards } from './feature-cards.tsx';

/**
 * Where a signed-in user goes from here: /import for an import_url (spec §2), else the page of
 * this site named by `next` (the shared recipe a guest signed up from), else home.
 */
function afterSignIn(search: string): string {
  const query = new URLSearchParams(search);
  const importUrl = query.get('import_url');
  if (importUrl) return `/import?url=${encodeURIComponent(importUrl)}`;
  const next = query.get('next');
  // Only a path of this site: never `//other.example` or `/\other.example`.
  if (next && /^\/(?![/\\])\S*$/.test(next)) return next;
  return '/';
}

/** /auth/login and /auth/signup: hero, feature cards and the auth card. */
export function LandingPage({ tab }: { tab: AuthTab }) {
  const { status } = useSession();
  const location = useLocation();

  if (status === 'signed-in') return <Navigate to={afterSignIn(location.search)} replace />;

  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 via-surface to-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-[max(2rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))] sm:px-6 lg:grid-cols-[1fr_26rem] lg:items-center lg:gap-14 lg:py-16">
        <div className="flex flex-col gap-6">
          <header>
            <p className="flex items-center gap-2 font-display font-semibold text-primary text-xl">
              <BrandMark className="size-9" />
              Mise
            </p>
            <h1 className="mt-4 font-bold font-display text-3xl text-ink leading-tight sm:text-5xl">
              Your recipes, understood and ready to cook.
            </h1>
            <p className="mt-3 max-w-xl text-base text-muted sm:text-lg">
              Save recipes from anywhere, let AI work out the details, and cook with an assistant at
              your side.
            </p>
          </header>
          <div className="hidden lg:block">
            <FeatureCards />
          </div>
        </div>
        <AuthCard tab={tab} search={location.search} />
        <div className="lg:hidden">
          <FeatureCards />
        </div>
      </div>
    </div>
  );
}
