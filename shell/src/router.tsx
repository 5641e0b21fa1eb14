import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingScreen } from './layout/loading-screen.tsx';
import { LandingPage } from './pages/landing/landing-page.tsx';
import { NotFoundPage } from './pages/not-found/not-found-page.tsx';
import { RemoteOutlet } from './remotes/remote-outlet.tsx';
import { RequireSession } from './session/require-session.tsx';

// Only the sign-in page and the 404 are in the first download; everything else loads on use.
const AppLayout = lazy(() => import('./layout/app-layout.tsx'));
const AuthCallbackPage = lazy(() => import('./pages/auth-callback/auth-callback-page.tsx'));
const OAuthTestPage = lazy(() => import('./pages/oauth-test/oauth-test-page.tsx'));
const ProfilePage = lazy(() => import('./pages/profile/profile-page.tsx'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password/reset-password-page.tsx'));
const SecondFactorPage = lazy(() => import('./pages/second-factor/second-factor-page.tsx'));
const SimpleTestPage = lazy(() => import('./pages/simple-test/simple-test-page.tsx'));

const recipes = (basePath: string) => <RemoteOutlet remoteId="mfe_recipes" basePath={basePath} />;

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        {/* Public */}
        <Route path="/auth/login" element={<LandingPage tab="sign-in" />} />
        <Route path="/auth/signup" element={<LandingPage tab="sign-up" />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
        <Route path="/shared/recipe/:id" element={recipes('/shared/recipe')} />
        <Route path="/simple-test" element={<SimpleTestPage />} />
        <Route path="/oauth-test" element={<OAuthTestPage />} />

        {/* Signed in only */}
        <Route element={<RequireSession secondFactor={<SecondFactorPage />} />}>
          <Route element={<AppLayout />}>
            <Route path="/" element={recipes('/')} />
            <Route path="/recipes" element={recipes('/recipes')} />
            <Route path="/recipe/:id" element={recipes('/recipe')} />
            <Route path="/add-recipe" element={recipes('/add-recipe')} />
            <Route path="/import" element={recipes('/import')} />
            <Route
              path="/shopping-list/*"
              element={<RemoteOutlet remoteId="mfe_shopping" basePath="/shopping-list" />}
            />
            <Route
              path="/admin/*"
              element={<RemoteOutlet remoteId="mfe_admin" basePath="/admin" />}
            />
            <Route path="/profile" element={<ProfilePage />} />
          </Route>
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
