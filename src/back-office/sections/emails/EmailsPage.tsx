/**
 * « Courriels envoyés » (docs/back-office/emails.md): the e-mails the demo's server kept instead
 * of sending them (no SMTP_URL), newest first, searched by recipient or subject; « Lire » shows a
 * message's text below the list, its links clickable. Production keeps none: the page says so.
 */
import { useEffect, useRef, useState } from 'react';
import type { SentEmail } from '../../../contract/back-office/schemas/emails';
import { formatDateTime } from '../../../lib/dates';
import { boColumns, useListQuery } from '../../components';
import { ListScreen } from '../../components/list/ListScreen';
import { boEmailsKeys, fetchEmailPage } from './api';
import { EmailText } from './EmailText';
import './emails.css';

const column = boColumns<SentEmail>();

const COLUMNS = [
  column.accessor('createdAt', {
    header: 'Date',
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
  column.accessor('to', { header: 'Destinataire' }),
  column.accessor('subject', { header: 'Objet' }),
];

export function EmailsPage() {
  const query = useListQuery<SentEmail>({
    queryKey: boEmailsKeys.lists(),
    fetchPage: fetchEmailPage,
    filters: [],
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = query.result.data?.items.find((message) => message.id === selectedId);

  return (
    <ListScreen
      title="Courriels envoyés"
      intro={
        <p className="bo-emails__intro">
          Sans serveur SMTP (la démonstration), le serveur garde ici les courriels au lieu de les
          envoyer : invitations et liens de réinitialisation du mot de passe. Ces liens ouvrent un
          compte : ne les transmettez qu’à leur destinataire.
        </p>
      }
      caption="Liste des courriels envoyés, du plus récent au plus ancien"
      columns={COLUMNS}
      {...query}
      getRowId={(message) => String(message.id)}
      searchLabel="Rechercher un courriel (destinataire, objet)"
      rowActions={(message) => (
        <button
          type="button"
          className="bo-button bo-button--small"
          aria-pressed={message.id === selectedId}
          onClick={() => setSelectedId(message.id)}
        >
          Lire
          <span className="bo-visually-hidden">
            {' '}
            le courriel « {message.subject} » à {message.to}
          </span>
        </button>
      )}
    >
      {selected ? <Message key={selected.id} message={selected} /> : null}
    </ListScreen>
  );
}

/** The message read: the focus moves to its heading, so that a screen reader reads it next. */
function Message({ message }: { message: SentEmail }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="bo-panel bo-emails__message" aria-labelledby="bo-emails-subject">
      <h2 id="bo-emails-subject" ref={heading} tabIndex={-1}>
        {message.subject}
      </h2>
      <dl className="bo-emails__meta">
        <dt>Destinataire</dt>
        <dd>{message.to}</dd>
        <dt>Date</dt>
        <dd>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </dd>
      </dl>
      <EmailText text={message.text} />
    </section>
  );
}
