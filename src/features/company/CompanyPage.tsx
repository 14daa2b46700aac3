import { useSuspenseQuery } from '@tanstack/react-query';
import type { Colleague } from '../../contract/api';
import { colleaguesQueryOptions } from '../../entities/colleagues/api';
import './company.css';

const NOT_GIVEN = 'Non renseigné';

/** « Mon entreprise »: the other users of the company and how to reach them. */
export function CompanyPage() {
  const { data: colleagues } = useSuspenseQuery(colleaguesQueryOptions);
  const companyName = colleagues.find((colleague) => colleague.companyName)?.companyName;
  return (
    <div className="company-page">
      <h1>Mon entreprise</h1>
      <p className="company-page__lead">
        {companyName
          ? `Vos collègues de ${companyName} qui utilisent aussi Avantages Pro.`
          : 'Vos collègues qui utilisent aussi Avantages Pro.'}
      </p>
      {colleagues.length === 0 ? (
        <div className="company-page__empty">
          <p className="company-page__empty-title">Aucun collègue pour le moment.</p>
          <p>Vous êtes la seule personne de votre entreprise à utiliser Avantages Pro.</p>
        </div>
      ) : (
        <ColleagueTable colleagues={colleagues} />
      )}
    </div>
  );
}

function ColleagueTable({ colleagues }: { colleagues: Colleague[] }) {
  return (
    <table className="company-table">
      <caption className="visually-hidden">Vos collègues</caption>
      <thead>
        <tr>
          <th scope="col">Nom</th>
          <th scope="col">Fonction</th>
          <th scope="col">Adresse e-mail</th>
          <th scope="col">Téléphone</th>
        </tr>
      </thead>
      <tbody>
        {colleagues.map((colleague) => (
          <tr key={colleague.id}>
            <th scope="row">{`${colleague.firstname} ${colleague.lastname}`.trim()}</th>
            <td>{colleague.function || <NotGiven />}</td>
            <td>
              <a href={`mailto:${colleague.email}`}>{colleague.email}</a>
            </td>
            <td>
              {colleague.phone ? (
                <a href={`tel:${colleague.phone.replace(/\s/g, '')}`}>{colleague.phone}</a>
              ) : (
                <NotGiven />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function NotGiven() {
  return <span className="company-table__missing">{NOT_GIVEN}</span>;
}
