import { usePartner } from './api';

/** The partner's space: who it is, as its customers see it. */
export function PartnerHome({ partnerId }: { partnerId: number }) {
  const { data: partner } = usePartner(partnerId);
  return (
    <div className="partner-home">
      <h1>{partner.name}</h1>
      <p>{partner.description}</p>
      <p>
        <a href={partner.website} target="_blank" rel="noopener noreferrer">
          Site du partenaire<span className="visually-hidden"> (nouvel onglet)</span>
        </a>
      </p>
    </div>
  );
}
