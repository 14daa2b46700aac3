/**
 * One node of the tree and, folded or not, what it holds: a category and a theme are a heading
 * whose button folds their list (the disclosure pattern), a sub-theme a line with its linked
 * offers and users. Each has its actions: « Renommer », « Monter », « Descendre », « Désactiver »
 * or « Réactiver ». « Monter » on the first node stays focusable and says it cannot move
 * (`aria-disabled`): a disabled button would drop the keyboard's focus after a move.
 */
import { DisclosureButton, useDisclosure } from '../../components/Disclosure';
import type { ThemeTreeLevel } from '../../../contract/back-office/schemas/theme-tree';
import { AddNodeForm } from './AddNodeForm';
import { CHILD_LEVEL, countsText, nodeTitle, stateText, type TreeNodeView } from './tree';

export const RENAME_LABEL = 'Renommer';
export const UP_LABEL = 'Monter';
export const DOWN_LABEL = 'Descendre';
export const DEACTIVATE_LABEL = 'Désactiver';
export const REACTIVATE_LABEL = 'Réactiver';

export interface TreeActions {
  rename: (node: TreeNodeView) => void;
  move: (node: TreeNodeView, direction: 'up' | 'down') => void;
  toggle: (node: TreeNodeView) => void;
  add: (level: ThemeTreeLevel, parent: TreeNodeView | null, name: string) => Promise<unknown>;
}

export function TreeList({
  nodes,
  actions,
  id,
}: {
  nodes: readonly TreeNodeView[];
  actions: TreeActions;
  id?: string;
}) {
  if (nodes.length === 0) return null;
  return (
    <ul id={id} className="bo-tree__list">
      {nodes.map((node) => (
        <TreeItem key={node.id} node={node} actions={actions} />
      ))}
    </ul>
  );
}

function TreeItem({ node, actions }: { node: TreeNodeView; actions: TreeActions }) {
  const disclosure = useDisclosure(true);
  const { open, controls: listId } = disclosure;
  const childLevel = CHILD_LEVEL[node.level];
  const state = stateText(node);
  const Heading = node.level === 'category' ? 'h2' : 'h3';
  const name = <span className="bo-tree__name">{node.name}</span>;

  return (
    <li
      className={`bo-tree__item bo-tree__item--${node.level}${
        state ? ' bo-tree__item--hidden' : ''
      }`}
    >
      <div className="bo-tree__row">
        <div className="bo-tree__label">
          {childLevel ? (
            <Heading className="bo-tree__heading">
              <DisclosureButton disclosure={disclosure} className="bo-tree__toggle">
                <span className="bo-tree__chevron" aria-hidden="true">
                  {open ? '▾' : '▸'}
                </span>
                {name}
              </DisclosureButton>
            </Heading>
          ) : (
            name
          )}
          {state ? <span className="bo-tree__state">{state}</span> : null}
          {node.counts ? (
            <span className="bo-tree__counts">{countsText(node.counts)}</span>
          ) : (
            <span className="bo-tree__counts">
              {node.children.length === 0
                ? 'vide'
                : `${node.children.length} ${childLevel === 'theme' ? 'thème' : 'sous-thème'}${
                    node.children.length > 1 ? 's' : ''
                  }`}
            </span>
          )}
        </div>
        <NodeActions node={node} actions={actions} />
      </div>
      {childLevel ? (
        <div id={listId} className="bo-tree__children" hidden={!open}>
          <TreeList nodes={node.children} actions={actions} />
          <AddNodeForm
            level={childLevel}
            parentName={node.name}
            onAdd={(name) => actions.add(childLevel, node, name)}
          />
        </div>
      ) : null}
    </li>
  );
}

function NodeActions({ node, actions }: { node: TreeNodeView; actions: TreeActions }) {
  const whose = <span className="bo-visually-hidden"> {nodeTitle(node.level, node.name)}</span>;
  const first = node.index === 0;
  const last = node.index === node.siblingCount - 1;
  return (
    <div className="bo-row-actions bo-tree__actions">
      <button
        type="button"
        className="bo-button bo-button--small"
        onClick={() => actions.rename(node)}
      >
        {RENAME_LABEL}
        {whose}
      </button>
      <button
        type="button"
        className="bo-button bo-button--small"
        aria-disabled={first}
        onClick={() => {
          if (!first) actions.move(node, 'up');
        }}
      >
        {UP_LABEL}
        {whose}
      </button>
      <button
        type="button"
        className="bo-button bo-button--small"
        aria-disabled={last}
        onClick={() => {
          if (!last) actions.move(node, 'down');
        }}
      >
        {DOWN_LABEL}
        {whose}
      </button>
      <button
        type="button"
        className="bo-button bo-button--small"
        onClick={() => actions.toggle(node)}
      >
        {node.active ? DEACTIVATE_LABEL : REACTIVATE_LABEL}
        {whose}
      </button>
    </div>
  );
}
