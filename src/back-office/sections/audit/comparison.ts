/**
 * An entry's before and after, field by field (docs/back-office/audit.md): each field of either
 * side once, with both values as readable French text and whether it changed. Nested objects
 * are opened (`logo.size`), lists of plain values written out; what the journal stores is any
 * JSON, so nothing here assumes a section's shape.
 */
import {
  CONTENT_STATUS_LABELS,
  type ContentStatus,
} from '../../../contract/back-office/schemas/common';
import {
  THEME_TREE_LEVEL_LABELS,
  type ThemeTreeLevel,
} from '../../../contract/back-office/schemas/theme-tree';

export interface ComparedField {
  /** The field's path in the object: `name`, `address.city`. */
  path: string;
  /** Its French name when known (`FIELD_LABELS`), else the path. */
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

/** Shown for a missing or empty value. */
export const EMPTY_VALUE = '—';

/**
 * French names of the fields the sections journal, in the order the comparison lists them; any
 * other field comes after them, under its own name.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nom',
  title: 'Titre',
  firstname: 'Prénom',
  lastname: 'Nom de famille',
  email: 'E-mail',
  role: 'Rôle',
  companyName: 'Entreprise',
  supplierName: 'Fournisseur',
  summary: 'Résumé',
  description: 'Description',
  body: 'Texte',
  discount: 'Remise',
  website: 'Site web',
  validFrom: 'Valable du',
  validTo: 'Valable jusqu’au',
  privilege: 'Promotion',
  visibleRoles: 'Rôles qui la voient',
  subThemeIds: 'Sous-thèmes (identifiants)',
  type: 'Type',
  mainColor: 'Couleur principale',
  textColor: 'Couleur du texte',
  logoBase64: 'Logo',
  imageBase64: 'Image',
  priceList: 'Grille tarifaire',
  status: 'Statut',
  publishedAt: 'Publication',
  active: 'Actif',
  position: 'Place',
  level: 'Niveau',
  parentId: 'Parent (identifiant)',
  partnerId: 'Partenaire (identifiant)',
  deactivatedAt: 'Désactivé le',
  invitationSentAt: 'Invitation envoyée le',
  createdAt: 'Création',
  updatedAt: 'Modification',
  id: 'Identifiant',
  // What the PWA sends while an admin acts as a user (plugins/acting-as-journal.ts).
  request: 'Requête',
  mainContactLastName: 'Nom du contact',
  mainContactFirstName: 'Prénom du contact',
  function: 'Fonction',
  phoneNumber: 'Téléphone',
  phone: 'Téléphone',
  siret: 'SIRET',
  nbOfEmployees: 'Nombre de salariés',
  turnover: 'Chiffre d’affaires',
  numberAndStreet: 'Adresse',
  zipCode: 'Code postal',
  town: 'Ville',
  userId: 'Utilisateur (identifiant)',
  section: 'Liste',
  seenUpTo: 'Vue jusqu’au',
  add: 'Sous-thèmes ajoutés (identifiants)',
  remove: 'Sous-thèmes retirés (identifiants)',
  operationId: 'Opération',
};

const FIELD_ORDER = new Map(Object.keys(FIELD_LABELS).map((key, index) => [key, index]));

/** Values whose stored form is a code: shown as the screens show them. */
const FIELD_VALUES: Readonly<Record<string, (value: unknown) => string | undefined>> = {
  // Stored from 0; the summaries and the screens count places from 1.
  position: (value) => (typeof value === 'number' ? String(value + 1) : undefined),
  level: (value) => THEME_TREE_LEVEL_LABELS[value as ThemeTreeLevel],
  status: (value) => CONTENT_STATUS_LABELS[value as ContentStatus],
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf of `value` by its path; a top-level value that is no object is the field `valeur`. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value === null || value === undefined) return found;
  if (!isObject(value)) {
    found.set(prefix || 'valeur', value);
    return found;
  }
  for (const [key, item] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(item) && Object.keys(item).length > 0) {
      for (const [inner, leaf] of leaves(item, path)) found.set(inner, leaf);
    } else {
      found.set(path, item);
    }
  }
  return found;
}

/** A value as a person reads it. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY_VALUE;
    return value.every((item) => typeof item !== 'object' || item === null)
      ? value.map(readableValue).join(', ')
      : JSON.stringify(value);
  }
  return JSON.stringify(value as Json);
}

function labelOf(path: string): string {
  const known = FIELD_LABELS[path] ?? FIELD_LABELS[keyOf(path)];
  return known && path.includes('.')
    ? `${path.split('.').slice(0, -1).join('.')} › ${known}`
    : (known ?? path);
}

/** The last part of a path: the field's own name. */
const keyOf = (path: string) => path.split('.').at(-1) ?? path;

/** A field's value as a person reads it, codes included. */
function fieldValue(path: string, value: unknown): string {
  return FIELD_VALUES[keyOf(path)]?.(value) ?? readableValue(value);
}

/** Every field of `before` and `after`, the known ones first in FIELD_LABELS' order, compared. */
export function compareEntry(before: unknown, after: unknown): ComparedField[] {
  const old = leaves(before);
  const current = leaves(after);
  const rank = (path: string) => FIELD_ORDER.get(keyOf(path)) ?? FIELD_ORDER.size;
  const paths = [...new Set([...old.keys(), ...current.keys()])].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  return paths.map((path) => {
    const was = fieldValue(path, old.get(path));
    const is = fieldValue(path, current.get(path));
    return { path, label: labelOf(path), before: was, after: is, changed: was !== is };
  });
}
