import { Alert, Button, Field, Input, toast } from '@app/ui';
import { type FormEvent, useState } from 'react';
import { loadAuth } from '../../session/auth-loader.ts';

interface ProfileNameFormProps {
  firstName: string | null;
  lastName: string | null;
  onDone: () => void;
}

const nameLimit = 100;

/**
 * Edits the cook's names where they live, in the account (supabase-js `updateUser`), then
 * refreshes the session: the new token carries them, and the api's profile, the admin's users
 * table and every screen follow with it.
 */
export function ProfileNameForm({ firstName, lastName, onDone }: ProfileNameFormProps) {
  const [first, setFirst] = useState(firstName ?? '');
  const [last, setLast] = useState(lastName ?? '');
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const names = { first_name: first.trim(), last_name: last.trim() };
    if (!names.first_name) {
      setError('Enter a first name.');
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      const { supabase } = await loadAuth();
      const updated = await supabase.auth.updateUser({
        data: { first_name: names.first_name, last_name: names.last_name || null },
      });
      if (updated.error) throw updated.error;
      const refreshed = await supabase.auth.refreshSession();
      if (refreshed.error) throw refreshed.error;
      toast({ title: 'Name Saved', description: 'Your new name shows everywhere in the app.' });
      onDone();
    } catch (caught) {
      setError(
        navigator.onLine
          ? `Your name could not be saved: ${caught instanceof Error ? caught.message : String(caught)}`
          : 'You are offline. Your name can be changed once you are back online.',
      );
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      aria-label="Your name"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="First name">
          <Input
            autoComplete="given-name"
            value={first}
            maxLength={nameLimit}
            onChange={(event) => setFirst(event.target.value)}
            disabled={isSaving}
            required
          />
        </Field>
        <Field label="Last name">
          <Input
            autoComplete="family-name"
            value={last}
            maxLength={nameLimit}
            onChange={(event) => setLast(event.target.value)}
            disabled={isSaving}
          />
        </Field>
      </div>
      {error && <Alert variant="destructive">{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSaving}>
          Save Name
        </Button>
      </div>
    </form>
  );
}
