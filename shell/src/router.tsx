import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/app-layout.tsx';
import { AuthCallbackPage } from './pages/auth-callback/auth-callback-page.tsx';
import { LandingPage } from './pages/landing/landing-page.tsx';
import { NotFoundPage } from './pages/not-found/not-found-page.tsx';
import { OAuthTestPage } from './pages/oauth-test/oauth-test-page.tsx';
import { ProfilePage } from './pages/profile/profile-page.tsx';
import { ResetPasswordPage } from './pages/reset-password/reset-password-page.tsx';
import { SimpleTestPage } from './pages/simple-test/simple-test-page.tsx';
import { RemoteOutlet } from './remotes/remote-outlet.tsx';
import { RequireSession } from './session/require-session.tsx';

export function AppRoutes() {
  return (
    <Routes>
      {/* Public */}
      <Route path="/auth/login" element={<LandingPage tab="sign-in" />} />
      <Route path="/auth/signup" element={<LandingPage tab="sign-up" />} />
      <Route path="/auth/callback" element={<AuthCallbackPage />} />
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      <Route
        path="/shared/recipe/:id"
        element={<RemoteOutlet remoteId="mfe_recipes" basePath="/shared/recipe" />}
      />
      <Route path="/simple-test" element={<SimpleTestPage />} />
      <Route path="/oauth-test" element={<OAuthTestPage />} />

      {/* Signed in only */}
      <Route element={<RequireSession />}>
        <Route element={<AppLayout />}>
          <Route path="/" element={<RemoteOutlet remoteId="mfe_recipes" basePath="/" />} />
          <Route
            path="/recipes/*"
            element={<RemoteOutlet remoteId="mfe_recipes" basePath="/recipes" />}
          />
          <Route
            path="/recipe/:id"
            element={<RemoteOutlet remoteId="mfe_recipes" basePath="/recipe" />}
          />
          <Route
            path="/add-recipe"
            element={<RemoteOutlet remoteId="mfe_recipes" basePath="/add-recipe" />}
          />
          <Route
            path="/import"
            element={<RemoteOutlet remoteId="mfe_recipes" basePath="/import" />}
          />
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
  );
}
