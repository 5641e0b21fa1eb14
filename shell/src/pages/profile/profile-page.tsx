import { Button } from '@app/ui';
import { ChevronRight, Pencil, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loadAuth } from '../../session/auth-loader.ts';
import { useViewer } from '../../session/use-viewer.ts';
import { ImportBookmarklet } from './import-bookmarklet.tsx';
import { ProfileNameForm } from './profile-name-form.tsx';
import { SignInDetailsSection } from './sign-in-details-section.tsx';
import { SignInMethodsSection } from './sign-in-methods-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import { useIsAdmin } from './use-is-admin.ts';

/** Spec §2: first and last name; else the first name; else 'User'. */
function displayName(firstName?: string | null, lastName?: string | null): string {
  if (firstName && lastName) return `${firstName} ${lastName}`;
  return firstName || 'User';
}

function memberSince(createdAt?: string | null): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

export default function ProfilePage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [isEditingName, setIsEditingName] = useState(false);
  const name = displayName(viewer?.firstName, viewer?.lastName);
  const email = viewer?.email;

  const signOut = async () => {
    setIsSigningOut(true);
    try {
      const { supabase } = await loadAuth();
      await supabase.auth.signOut();
    } finally {
      navigate('/auth/login', { replace: true });
    }
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <section className="flex flex-col gap-5 rounded-card border border-line bg-raised p-5 shadow-card">
        {/* On a phone the button goes under the name, which keeps the card's width. */}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft font-display font-semibold text-2xl text-primary"
            >
              {name.charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0 flex-1">
              <h1 className="truncate font-display font-semibold text-2xl text-ink">{name}</h1>
              <p className="break-all text-muted text-sm">{email || 'No email provided'}</p>
              <p className="mt-0.5 text-muted text-xs">
                Member since {memberSince(viewer?.createdAt)}
              </p>
            </div>
          </div>
          {!isEditingName && (
            <Button
              variant="secondary"
              onClick={() => setIsEditingName(true)}
              className="shrink-0 self-start sm:self-auto"
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit Name
            </Button>
          )}
        </div>
        {isEditingName && (
          <ProfileNameForm
            firstName={viewer?.firstName ?? null}
            lastName={viewer?.lastName ?? null}
            onDone={() => setIsEditingName(false)}
          />
        )}
      </section>

      {isAdmin && (
        <Link
          to="/admin"
          className="flex items-center gap-3 rounded-card border border-primary-soft bg-primary-soft/60 p-4 font-semibold text-primary hover:bg-primary-soft"
        >
          <ShieldCheck className="size-5" aria-hidden="true" />
          <span className="flex-1">Admin Dashboard</span>
          <ChevronRight className="size-5" aria-hidden="true" />
        </Link>
      )}

      <SignInDetailsSection email={email} />

      <SignInMethodsSection />

      <TwoFactorSection />

      <ImportBookmarklet />

      <section className="rounded-card border border-line bg-raised p-5 shadow-card">
        <h2 className="font-semibold text-ink">About</h2>
        <p className="mt-1 text-muted text-sm leading-relaxed">
          Mise keeps your recipes in one place: add them from text, a website or a photo, let AI
          fill in nutrition, build a shopping list and ask the cooking assistant for help while you
          cook.
        </p>
      </section>

      <Button
        variant="secondary"
        onClick={() => void signOut()}
        isLoading={isSigningOut}
        className="border-destructive/30 text-destructive hover:bg-destructive-soft"
      >
        Sign Out
      </Button>
    </main>
  );
}
