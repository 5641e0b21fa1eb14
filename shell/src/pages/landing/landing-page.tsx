import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../session/session-context.ts';
import { AuthCard, type AuthTab } from './auth-card.tsx';
import { FeatureCards } from './feature-cards.tsx';

/** /auth/login and /auth/signup: hero, feature cards and the auth card. */
export function LandingPage({ tab }: { tab: AuthTab }) {
  const { status } = useSession();
  const location = useLocation();

  if (status === 'signed-in') {
    const importUrl = new URLSearchParams(location.search).get('import_url');
    const target = importUrl ? `/import?url=${encodeURIComponent(importUrl)}` : '/';
    return <Navigate to={target} replace />;
  }

  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 via-surface to-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-[max(2rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))] sm:px-6 lg:grid-cols-[1fr_26rem] lg:items-center lg:gap-14 lg:py-16">
        <div className="flex flex-col gap-6">
          <header>
            <p className="font-semibold text-brand-600 text-sm uppercase tracking-wider">
              Recipe organizer
            </p>
            <h1 className="mt-2 font-bold text-3xl text-stone-900 leading-tight sm:text-5xl">
              Your recipes, understood and ready to cook.
            </h1>
            <p className="mt-3 max-w-xl text-base text-stone-600 sm:text-lg">
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
