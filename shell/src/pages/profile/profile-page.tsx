import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../session/session-context.ts';
import { supabase } from '../../session/supabase-client.ts';
import { useIsAdmin } from './use-is-admin.ts';

function displayName(firstName?: string | null, lastName?: string | null): string {
  if (firstName && lastName) return `${firstName} ${lastName}`;
  return firstName || 'User';
}

function memberSince(createdAt?: string | null): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

export function ProfilePage() {
  const { session, user, profile } = useSession();
  const navigate = useNavigate();
  const isAdmin = useIsAdmin(session?.access_token);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const metadata = user?.user_metadata ?? {};
  const name = displayName(
    profile?.firstName ?? metadata.first_name,
    profile?.lastName ?? metadata.last_name,
  );
  const email = profile?.email ?? user?.email;

  const signOut = async () => {
    setIsSigningOut(true);
    try {
      await supabase.auth.signOut();
    } finally {
      navigate('/auth/login', { replace: true });
    }
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <section className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 text-xl"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="truncate font-semibold text-stone-900 text-xl">{name}</h1>
          <p className="break-all text-sm text-stone-600">{email || 'No email provided'}</p>
          <p className="mt-0.5 text-stone-500 text-xs">
            Member since {memberSince(profile?.createdAt ?? user?.created_at)}
          </p>
        </div>
      </section>

      {isAdmin && (
        <Link
          to="/admin"
          className="rounded-2xl border border-brand-100 bg-brand-50 p-4 font-semibold text-brand-700 hover:bg-brand-100"
        >
          Admin Dashboard
        </Link>
      )}

      <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 className="font-semibold text-stone-900">About</h2>
        <p className="mt-1 text-sm text-stone-600 leading-relaxed">
          Recipe organizer keeps your recipes in one place: add them from text, a website or a
          photo, let AI fill in nutrition, build a shopping list and ask the cooking assistant for
          help while you cook.
        </p>
      </section>

      <button
        type="button"
        onClick={() => void signOut()}
        disabled={isSigningOut}
        className="h-11 rounded-lg border border-red-200 bg-white font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
      >
        Sign Out
      </button>
    </main>
  );
}
