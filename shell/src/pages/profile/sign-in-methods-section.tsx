import { Alert, Button, ConfirmDialog, toast } from '@app/ui';
import type { UserIdentity } from '@supabase/supabase-js';
import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { loadAuth } from '../../session/auth-loader.ts';

type Provider = 'google' | 'github';

const providerLabels: Record<string, string> = {
  email: 'E-mail and password',
  google: 'Google',
  github: 'GitHub',
};
const linkable: Provider[] = ['google', 'github'];

const labelOf = (provider: string) => providerLabels[provider] ?? provider;

/**
 * Profile's "Ways to sign in": the account's identities (supabase-js `getUserIdentities`), with
 * Google or GitHub linked from here (`linkIdentity`, which leaves for the provider and comes
 * back through /auth/callback) and any but the last one unlinked.
 */
export function SignInMethodsSection() {
  const [identities, setIdentities] = useState<UserIdentity[] | null>(null);
  const [enabled, setEnabled] = useState<Provider[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<UserIdentity | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    loadAuth()
      .then(async ({ supabase, isProviderEnabled }) => {
        const [{ data, error: listError }, ...checks] = await Promise.all([
          supabase.auth.getUserIdentities(),
          ...linkable.map((provider) => isProviderEnabled(provider)),
        ]);
        if (!isCurrent) return;
        if (listError) throw listError;
        setIdentities(data.identities);
        setEnabled(linkable.filter((_, index) => checks[index]));
      })
      .catch(() => {
        if (isCurrent) {
          setError(
            navigator.onLine
              ? 'Your ways to sign in could not be loaded.'
              : 'You are offline. Your ways to sign in show once you are back online.',
          );
        }
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  const link = async (provider: Provider) => {
    setIsBusy(true);
    setError(null);
    try {
      const { supabase, authErrorMessage } = await loadAuth();
      const { error: linkError } = await supabase.auth.linkIdentity({
        provider,
        options: { redirectTo: `${window.location.origin}/auth/callback` },
      });
      if (linkError) setError(authErrorMessage(linkError));
    } catch {
      setError('The link could not be started. Try again.');
    } finally {
      setIsBusy(false);
    }
  };

  const unlink = async (identity: UserIdentity) => {
    setIsBusy(true);
    setError(null);
    try {
      const { supabase, authErrorMessage } = await loadAuth();
      const { error: unlinkError } = await supabase.auth.unlinkIdentity(identity);
      if (unlinkError) throw new Error(authErrorMessage(unlinkError));
      setIdentities((current) => current?.filter((other) => other !== identity) ?? null);
      toast({
        title: 'Sign-In Removed',
        description: `${labelOf(identity.provider)} no longer signs you in.`,
      });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setUnlinking(null);
      setIsBusy(false);
    }
  };

  const linked = new Set(identities?.map((identity) => identity.provider));
  const canUnlink = (identities?.length ?? 0) > 1;

  return (
    <section
      aria-labelledby="sign-in-methods-heading"
      className="flex flex-col gap-3 rounded-card border border-line bg-raised p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <LogIn className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="sign-in-methods-heading" className="font-semibold text-ink">
            Ways to sign in
          </h2>
          <p className="mt-1 text-muted text-sm leading-relaxed">
            Any of these signs you in to this account. The last one cannot be removed.
          </p>
        </div>
      </div>
      {identities === null && !error && <p className="text-muted text-sm">Loading...</p>}
      {identities && (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {identities.map((identity) => (
            <li key={identity.identity_id} className="flex items-center gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink text-sm">{labelOf(identity.provider)}</p>
                {typeof identity.identity_data?.email === 'string' && (
                  <p className="break-all text-muted text-xs">{identity.identity_data.email}</p>
                )}
              </div>
              {canUnlink && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${labelOf(identity.provider)}`}
                  onClick={() => setUnlinking(identity)}
                  disabled={isBusy}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && <Alert variant="destructive">{error}</Alert>}
      {identities && enabled.some((provider) => !linked.has(provider)) && (
        <div className="flex flex-wrap gap-2">
          {enabled
            .filter((provider) => !linked.has(provider))
            .map((provider) => (
              <Button
                key={provider}
                variant="secondary"
                size="sm"
                onClick={() => void link(provider)}
                disabled={isBusy}
              >
                Link {labelOf(provider)}
              </Button>
            ))}
        </div>
      )}
      <ConfirmDialog
        isOpen={unlinking !== null}
        title={`Remove ${unlinking ? labelOf(unlinking.provider) : ''}?`}
        description={
          unlinking?.provider === 'email'
            ? 'Your password stops working; you sign in with the ways that are left.'
            : 'It no longer signs you in to this account. You can link it again later.'
        }
        confirmLabel="Remove"
        isDestructive
        isPending={isBusy}
        onConfirm={() => unlinking && void unlink(unlinking)}
        onCancel={() => setUnlinking(null)}
      />
    </section>
  );
}
