/**
 * One entry of the journal: when, who, what, and its summary; its button opens the comparison of
 * the object before and after, field by field, the changed fields marked in words and in colour.
 */
import { DisclosureButton, useDisclosure } from '../../components/Disclosure';
import {
  AUDIT_ENTITY_LABELS,
  type AuditEntityName,
  type AuditEntry,
} from '../../../contract/back-office/schemas/audit';
import {
  THEME_TREE_LEVEL_LABELS,
  ThemeTreeLevel,
} from '../../../contract/back-office/schemas/theme-tree';
import { compareEntry } from './comparison';
import { actionLabel, entryTime } from './labels';

export const SHOW_DETAILS_LABEL = 'Voir avant / après';
export const HIDE_DETAILS_LABEL = 'Masquer avant / après';
export const CHANGED_LABEL = 'modifié';

/**
 * What the entry is about: « Offre n° 12 »; for the theme tree, the node's level, which its
 * before or after names (« Sous-thème n° 61 »).
 */
export function entrySubject(entry: AuditEntry): string {
  const level = levelOf(entry.after) ?? levelOf(entry.before);
  const label =
    entry.entity === 'theme-node' && level
      ? THEME_TREE_LEVEL_LABELS[level]
      : (AUDIT_ENTITY_LABELS[entry.entity as AuditEntityName] ?? entry.entity);
  return `${label} n°\u00a0${entry.entityId}`;
}

function levelOf(node: unknown): ThemeTreeLevel | undefined {
  if (typeof node !== 'object' || node === null || !('level' in node)) return undefined;
  const parsed = ThemeTreeLevel.safeParse(node.level);
  return parsed.success ? parsed.data : undefined;
}

export function EntryItem({ entry }: { entry: AuditEntry }) {
  const disclosure = useDisclosure();
  const { open, controls: detailsId } = disclosure;
  return (
    <li className="bo-panel bo-audit__entry">
      <div className="bo-audit__head">
        <p className="bo-audit__summary">{entry.summary}</p>
        <p className="bo-audit__meta">
          <time dateTime={entry.at}>{entryTime(entry.at)}</time>
          <span aria-hidden="true"> · </span>
          <span>{entry.adminEmail}</span>
          <span aria-hidden="true"> · </span>
          <span>{entrySubject(entry)}</span>
          <span aria-hidden="true"> · </span>
          <span>{actionLabel(entry.action)}</span>
        </p>
        <DisclosureButton
          disclosure={disclosure}
          className="bo-button bo-button--small bo-audit__toggle"
        >
          {open ? HIDE_DETAILS_LABEL : SHOW_DETAILS_LABEL}
          <span className="bo-visually-hidden"> : {entry.summary}</span>
        </DisclosureButton>
      </div>
      <div id={detailsId} hidden={!open} className="bo-audit__details">
        {open ? <Comparison entry={entry} /> : null}
      </div>
    </li>
  );
}

/** The action of a change made in the PWA while acting as a user (plugins/acting-as-journal.ts). */
const ACTING_AS_ACTION = 'act-as-change';

function Comparison({ entry }: { entry: AuditEntry }) {
  const fields = compareEntry(entry.before, entry.after);
  if (fields.length === 0) return <p>Aucun détail enregistré.</p>;
  if (entry.action === ACTING_AS_ACTION) return <SentData fields={fields} />;
  // A creation or a deletion has one side only: no field is "changed", they all are.
  const compared = entry.before !== null && entry.after !== null;
  const changedCount = fields.filter((field) => field.changed).length;
  return (
    <table className="bo-table bo-audit__comparison">
      <caption>
        {entry.before === null
          ? 'Objet créé'
          : entry.after === null
            ? 'Objet supprimé'
            : `${changedCount} champ${changedCount > 1 ? 's' : ''} modifié${changedCount > 1 ? 's' : ''}`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Champ</th>
          <th scope="col">Avant</th>
          <th scope="col">Après</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr
            key={field.path}
            className={compared && field.changed ? 'bo-audit__changed' : undefined}
          >
            <th scope="row">
              {field.label}
              {compared && field.changed ? (
                <span className="bo-audit__mark">{CHANGED_LABEL}</span>
              ) : null}
            </th>
            <td>{field.before}</td>
            <td>{field.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What an admin sent while acting as a user: the request and its fields as sent (secrets left
 * out by the server). No « before »: the journal records the request, not the object.
 */
function SentData({ fields }: { fields: ReturnType<typeof compareEntry> }) {
  return (
    <table className="bo-table bo-audit__comparison">
      <caption>Données envoyées en agissant en tant que l’utilisateur</caption>
      <thead>
        <tr>
          <th scope="col">Champ</th>
          <th scope="col">Valeur envoyée</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.path}>
            <th scope="row">{field.label}</th>
            <td>{field.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
