/**
 * « Thèmes » (docs/back-office/theme-tree.md): the categories › themes › sub-themes tree, every
 * node with its actions, and a form to add one at each level. Every change fetches the tree
 * again and is announced in the toasts' status region; a refused one says why above the tree.
 */
import { useMemo, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader, useConfirm, useToast } from '../../components';
import { errorMessage } from '../../http';
import { createNode, moveNode, themeTreeQueryOptions, treeChanged, updateNode } from './api';
import { AddNodeForm } from './AddNodeForm';
import { RenameDialog } from './RenameDialog';
import { TreeList, type TreeActions } from './TreeItem';
import { agreed, nodeTitle, plural, treeView, type TreeNodeView } from './tree';
import './theme-tree.css';

export const THEMES_TITLE = 'Thèmes';

export function ThemeTreePage() {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(themeTreeQueryOptions);
  const nodes = useMemo(() => treeView(data), [data]);
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [renaming, setRenaming] = useState<TreeNodeView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one change of a button (move, (de)activation): one at a time, its result announced. */
  async function change(action: () => Promise<unknown>, done: string) {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await treeChanged(queryClient);
      toast.show(done, { kind: 'success' });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const actions: TreeActions = {
    rename: setRenaming,
    move: (node, direction) => {
      const place = node.index + (direction === 'up' ? 0 : 2);
      void change(
        () => moveNode(node.level, node.id, { direction }),
        `${nodeTitle(node.level, node.name)} : place ${place} sur ${node.siblingCount}.`,
      );
    },
    toggle: (node) => {
      void (async () => {
        const title = nodeTitle(node.level, node.name);
        if (node.active) {
          const confirmed = await confirm({
            title: `Désactiver : ${title} ?`,
            message: deactivationMessage(node),
            confirmLabel: 'Désactiver',
            danger: true,
          });
          if (!confirmed) return;
        }
        await change(
          () => updateNode(node.level, node.id, { name: node.name, active: !node.active }),
          `${title} ${agreed(node.level, node.active ? 'désactivé' : 'réactivé')}.`,
        );
      })();
    },
    add: async (level, parent, name) => {
      await createNode(level, parent?.id ?? null, name);
      await treeChanged(queryClient);
    },
  };

  return (
    <>
      <PageHeader title={THEMES_TITLE} />
      <p className="bo-tree__intro">
        Les clients choisissent leurs sous-thèmes parmi cet arbre, et les offres y sont rangées. Un
        élément désactivé disparaît de tout ce que voient les clients, avec tout ce qu’il contient ;
        les choix des utilisateurs sont gardés et reviennent s’il est réactivé.
      </p>
      {failure ? (
        <div className="bo-alert bo-alert--error" role="alert">
          <p>{failure}</p>
        </div>
      ) : null}
      <div className="bo-panel bo-tree" aria-busy={busy}>
        <TreeList nodes={nodes} actions={actions} />
        <AddNodeForm
          level="category"
          parentName={null}
          onAdd={(name) => actions.add('category', null, name)}
        />
      </div>
      <RenameDialog
        node={renaming}
        onClose={() => setRenaming(null)}
        onRename={async (node, name) => {
          await updateNode(node.level, node.id, { name });
          await treeChanged(queryClient);
        }}
      />
      {confirmDialog}
    </>
  );
}

/** What a deactivation does, said before it is done. */
function deactivationMessage(node: TreeNodeView): string {
  const hidden =
    node.level === 'sub-theme'
      ? 'Les clients ne verront plus ce sous-thème, ni dans leurs préférences, ni dans le filtre des offres.'
      : `Les clients ne verront plus ${
          node.level === 'category' ? 'cette catégorie' : 'ce thème'
        }, ni rien de ce qu’${node.level === 'category' ? 'elle' : 'il'} contient.`;
  const users =
    node.counts && node.counts.users > 0
      ? ` ${plural(node.counts.users, 'utilisateur l’a choisi', 'utilisateurs l’ont choisi')} : leur choix sera gardé et comptera de nouveau à la réactivation.`
      : '';
  return `${hidden}${users}`;
}
