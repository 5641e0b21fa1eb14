import { useMutation } from '@apollo/client/react';
import { Button, ConfirmDialog, toast } from '@app/ui';
import { useState } from 'react';
import type { AdminUser } from './use-users.ts';
import { fullName } from './user-display.ts';
import { AdminRemoveTwoFactorMutation } from './users-query.ts';

/**
 * For a cook who lost the phone with their authenticator app: removes their second factor, so
 * the password or a mailed link signs them in alone again. The server records who did it.
 * The answer carries the user's id, so Apollo updates the row by itself.
 */
export function RemoveTwoFactor({ user }: { user: AdminUser }) {
  const [isAsked, setIsAsked] = useState(false);
  const [remove, { loading }] = useMutation(AdminRemoveTwoFactorMutation);
  const who = fullName(user) ?? user.email;

  const confirm = async () => {
    const result = await remove({ variables: { userId: user.id } }).catch(() => null);
    const answer = result?.data?.adminRemoveTwoFactor;
    setIsAsked(false);
    if (answer?.__typename === 'AdminRemoveTwoFactorSuccess') {
      toast({ title: 'Two-Factor Removed', description: `${who} can sign in without a code.` });
    } else {
      toast({
        title: 'Removal Failed',
        description:
          answer && 'message' in answer ? answer.message : 'Two-factor could not be removed.',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Remove Two-Factor for ${user.email}`}
        onClick={() => setIsAsked(true)}
      >
        Remove Two-Factor
      </Button>
      <ConfirmDialog
        isOpen={isAsked}
        title={`Remove two-factor for ${who}?`}
        description="Do this only when you know it is them asking (a lost phone). Their password, or a link mailed to them, will be enough to sign in. This is recorded."
        confirmLabel="Remove"
        isDestructive
        isPending={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setIsAsked(false)}
      />
    </>
  );
}
