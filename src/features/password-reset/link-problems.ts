import type { ResetTokenStatus } from '../../contract/api';

export type LinkProblem = { title: string; explanation: string };

/** Why a reset link cannot be used, in the words the page shows. */
export function linkProblem(reason: ResetTokenStatus['reason']): LinkProblem {
  switch (reason) {
    case 'expired':
      return {
        title: 'Ce lien a expiré',
        explanation:
          'Ce lien a expiré : un lien de réinitialisation n’est valable qu’une heure. Demandez-en un nouveau pour choisir votre mot de passe.',
      };
    case 'used':
      return {
        title: 'Ce lien a déjà été utilisé',
        explanation:
          'Ce lien a déjà été utilisé : chaque lien ne sert qu’une fois. Si vous souhaitez changer à nouveau votre mot de passe, demandez un nouveau lien.',
      };
    default:
      return {
        title: 'Ce lien n’est pas valide',
        explanation:
          'Ce lien n’est pas valide. Vérifiez que vous avez bien copié l’adresse complète reçue par e-mail, ou demandez un nouveau lien.',
      };
  }
}
