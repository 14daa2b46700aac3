import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../lib/dates';
import {
  LAST_NEWS_COUNT,
  LAST_OFFERS_COUNT,
  lastNewsQueryOptions,
  lastOffersQueryOptions,
} from './api';

/** What a card of secondary data shows while it loads or when it could not be loaded. */
function Pending({ failed, what }: { failed: boolean; what: string }) {
  return failed ? (
    <p role="alert">{`${what} n’ont pas pu être chargées. Réessayez plus tard.`}</p>
  ) : (
    <p role="status">{`Chargement des ${what.toLocaleLowerCase('fr-FR')}…`}</p>
  );
}

/** The newest offers the user may see; privilege offers open in the promotions. */
export function LastOffersCard() {
  const { data: offers, isError } = useQuery(lastOffersQueryOptions(LAST_OFFERS_COUNT));
  return (
    <section className="dashboard__card" aria-labelledby="last-offers-title">
      <h2 id="last-offers-title">Dernières offres</h2>
      {!offers ? (
        <Pending failed={isError} what="Dernières offres" />
      ) : offers.length === 0 ? (
        <p>Aucune offre pour le moment.</p>
      ) : (
        <ul className="dashboard__items">
          {offers.map((offer) => (
            <li key={offer.id} className="dashboard__item">
              <h3 className="dashboard__item-title">
                {offer.privilege ? (
                  <Link to="/saving/privilege/$id" params={{ id: offer.id }}>
                    {offer.title}
                  </Link>
                ) : (
                  <Link to="/saving/offer/$id" params={{ id: offer.id }}>
                    {offer.title}
                  </Link>
                )}
              </h3>
              <p className="dashboard__item-meta">
                {offer.supplierName}
                {offer.discount && (
                  <>
                    {' · '}
                    <span className="visually-hidden">Remise </span>
                    {offer.discount}
                  </>
                )}
                {offer.privilege && ' · Promotion'}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link to="/saving/offer-list" className="dashboard__more">
        Toutes les offres
      </Link>
    </section>
  );
}

/** The newest news of the user's network (pro and agency only). */
export function LastNewsCard() {
  const { data: news, isError } = useQuery(lastNewsQueryOptions(LAST_NEWS_COUNT));
  return (
    <section className="dashboard__card" aria-labelledby="last-news-title">
      <h2 id="last-news-title">Dernières actualités</h2>
      {!news ? (
        <Pending failed={isError} what="Dernières actualités" />
      ) : news.length === 0 ? (
        <p>Aucune actualité pour le moment.</p>
      ) : (
        <ul className="dashboard__items">
          {news.map((item) => (
            <li key={item.id} className="dashboard__item">
              <h3 className="dashboard__item-title">
                <Link to="/saving/news/$id" params={{ id: item.id }}>
                  {item.title}
                </Link>
              </h3>
              <p className="dashboard__item-meta">
                Publiée le <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {/* Like the news menu entry, shown only while there is news. */}
      {news && news.length > 0 && (
        <Link to="/saving/news" className="dashboard__more">
          Toutes les actualités
        </Link>
      )}
    </section>
  );
}
