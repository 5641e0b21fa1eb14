import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-surface p-6 text-center">
      <h1 className="font-semibold text-2xl text-stone-900">404 Page Not Found</h1>
      <Link to="/" className="font-medium text-brand-700 underline">
        Go home
      </Link>
    </main>
  );
}
