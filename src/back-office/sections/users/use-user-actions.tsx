/**
 * What an admin does to an account from the list or its page: act as it (its home opens in this
 * tab), send its invitation again, deactivate or reactivate it (each asked first). Each answer
 * updates the account in the cache and refreshes the lists; each outcome is told by a toast.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BoUser } from '../../../contract/back-office/schemas/users';
import { fullName } from '../../app/session';
import { useConfirm, useToast } from '../../components';
import { errorMessage } from '../../http';
import { connectAs, deactivateUser, reactivateUser, sendInvitation, userChanged } from './api';

export const ACT_AS_LABEL = 'Se connecter en tant que';
export const RESEND_LABEL = 'Renvoyer l’invitation';
export const DEACTIVATE_LABEL = 'Désactiver';
export const REACTIVATE_LABEL = 'Réactiver';

export const invitationSentMessage = (email: string) => `Invitation envoyée à ${email}.`;

export function useUserActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  /** The account whose call is under way: its buttons wait for the answer. */
  const [pending, setPending] = useState<number | null>(null);

  async function run(user: BoUser, call: () => Promise<BoUser>, success: string) {
    setPending(user.id);
    try {
      userChanged(queryClient, await call());
      toast.show(success, { kind: 'success' });
    } catch (error) {
      toast.show(errorMessage(error), { kind: 'error' });
    } finally {
      setPending(null);
    }
  }

  return {
    pending,
    confirmDialog,

    /** Opens the account's home as the account: the PWA, in this tab. */
    async actAs(user: BoUser) {
      setPending(user.id);
      try {
        const { redirectUrl } = await connectAs(user.id);
        window.location.assign(redirectUrl);
      } catch (error) {
        toast.show(errorMessage(error), { kind: 'error' });
        setPending(null);
      }
    },

    resendInvitation: (user: BoUser) =>
      run(user, () => sendInvitation(user.id), invitationSentMessage(user.email)),

    async deactivate(user: BoUser) {
      const confirmed = await confirm({
        title: `Désactiver le compte de ${fullName(user)} ?`,
        message:
          'Ses sessions ouvertes se ferment tout de suite et il ne peut plus se connecter, jusqu’à ce qu’un administrateur le réactive.',
        confirmLabel: DEACTIVATE_LABEL,
        danger: true,
      });
      if (!confirmed) return;
      await run(user, () => deactivateUser(user.id), `Compte de ${fullName(user)} désactivé.`);
    },

    async reactivate(user: BoUser) {
      const confirmed = await confirm({
        title: `Réactiver le compte de ${fullName(user)} ?`,
        message: user.activated
          ? 'Il peut de nouveau se connecter avec son mot de passe.'
          : 'Il peut de nouveau terminer sa première connexion, si son lien est encore valable.',
        confirmLabel: REACTIVATE_LABEL,
      });
      if (!confirmed) return;
      await run(user, () => reactivateUser(user.id), `Compte de ${fullName(user)} réactivé.`);
    },
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
