import { Route, Routes } from 'react-router-dom';
import { RemoteOutlet } from './remotes/remote-outlet.tsx';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RemoteOutlet remoteId="mfe_recipes" basePath="/" />} />
      <Route
        path="/recipes/*"
        element={<RemoteOutlet remoteId="mfe_recipes" basePath="/recipes" />}
      />
      <Route
        path="/shopping-list/*"
        element={<RemoteOutlet remoteId="mfe_shopping" basePath="/shopping-list" />}
      />
      <Route path="/admin/*" element={<RemoteOutlet remoteId="mfe_admin" basePath="/admin" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function NotFound() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="font-semibold text-2xl">404 Page Not Found</h1>
    </main>
  );
}
