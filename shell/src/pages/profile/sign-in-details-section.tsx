import { Alert, Button, Field, Input, toast } from '@app/ui';
import { AtSign } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { loadAuth } from '../../session/auth-loader.ts';

type Editing = 'none' | 'email' | 'password';

const offline = 'You are offline. This can be changed once you are back online.';

/**
 * Profile's e-mail address and password (supabase-js `updateUser`). A new address changes once
 * the link mailed to it is followed (the old address is told); a new password signs the other
 * devices out.
 */
export function SignInDetailsSection({ email }: { email: string | null | undefined }) {
  const [editing, setEditing] = useState<Editing>('none');
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const open = (next: Editing) => {
    setEditing(next);
    setError(null);
    setNewEmail('');
    setPassword('');
    setRepeated('');
  };

  const run = async (action: () => Promise<void>) => {
    setIsBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(
        navigator.onLine ? (caught instanceof Error ? caught.message : String(caught)) : offline,
      );
    } finally {
      setIsBusy(false);
    }
  };

  const changeEmail = (event: FormEvent) => {
    event.preventDefault();
    const address = newEmail.trim();
    void run(async () => {
      const { supabase, authErrorMessage } = await loadAuth();
      const { error: updateError } = await supabase.auth.updateUser(
        { email: address },
        { emailRedirectTo: `${window.location.origin}/auth/callback` },
      );
      if (updateError) throw new Error(authErrorMessage(updateError));
      setPendingEmail(address);
      setEditing('none');
    });
  };

  const changePassword = (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeated) {
      setError('The two passwords differ.');
      return;
    }
    void run(async () => {
      const { supabase, authErrorMessage } = await loadAuth();
      const { error: updateError } = await supabase.auth.updateUser({ password });
      if (updateError) throw new Error(authErrorMessage(updateError));
      setEditing('none');
      toast({ title: 'Password Changed', description: 'Your other devices were signed out.' });
    });
  };

  return (
    <section
      aria-labelledby="sign-in-details-heading"
      className="flex flex-col gap-3 rounded-card border border-line bg-raised p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <AtSign className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="sign-in-details-heading" className="font-semibold text-ink">
            E-mail and password
          </h2>
          <p className="mt-1 break-all text-muted text-sm">{email}</p>
        </div>
      </div>
      {pendingEmail && (
        <Alert>
          We sent a link to {pendingEmail}. Your address changes when you follow it; until then you
          sign in with {email}.
        </Alert>
      )}

      {editing === 'none' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => open('email')}>
            Change E-mail
          </Button>
          <Button variant="secondary" size="sm" onClick={() => open('password')}>
            Change Password
          </Button>
        </div>
      )}

      {editing === 'email' && (
        <form onSubmit={changeEmail} aria-label="Change e-mail" className="flex flex-col gap-3">
          <Field label="New e-mail address">
            <Input
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
              disabled={isBusy}
              required
              autoFocus
            />
          </Field>
          {error && <Alert variant="destructive">{error}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={isBusy}>
              Send Link
            </Button>
            <Button type="button" variant="ghost" onClick={() => open('none')} disabled={isBusy}>
              Cancel
            </Button>
          </div>
        </form>
      )}

      {editing === 'password' && (
        <form
          onSubmit={changePassword}
          aria-label="Change password"
          className="flex flex-col gap-3"
        >
          <Field label="New password">
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={isBusy}
              required
              autoFocus
            />
          </Field>
          <Field label="New password again">
            <Input
              type="password"
              autoComplete="new-password"
              value={repeated}
              onChange={(event) => setRepeated(event.target.value)}
              disabled={isBusy}
              required
            />
          </Field>
          {error && <Alert variant="destructive">{error}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={isBusy}>
              Save Password
            </Button>
            <Button type="button" variant="ghost" onClick={() => open('none')} disabled={isBusy}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
