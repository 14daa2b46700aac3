import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { User } from '../../contract/api';
import { newsSection } from '../../contract/sections/news';
import { sectionCountsQueryOptions } from '../../entities/counts/api';
import { progressQueryOptions } from '../../entities/progress/api';
import { FidelityCard, ModulesCard } from './ExtraCards';
import { LastNewsCard, LastOffersCard } from './LatestCards';
import { CompletionCard, NotificationsCard } from './ProgressCards';
import { PushInvitation } from './PushInvitation';
import { SectionsCard } from './SectionsCard';
import { sectionSummaries } from './sections';
import './dashboard.css';

/**
 * The dashboard of `viewer`, the user the screens are for (the connected-as user while an admin
 * acts as someone). An admin on its own has no offers, news or selection: the server refuses
 * those calls, so it gets its own page.
 */
export function Dashboard({ viewer }: { viewer: User }) {
  return (
    <div className="dashboard">
      <h1>{viewer.firstname ? `Bonjour ${viewer.firstname}` : 'Bonjour'}</h1>
      {viewer.roleId === 'ADMIN' ? <AdminDashboard /> : <CustomerDashboard viewer={viewer} />}
    </div>
  );
}

function CustomerDashboard({ viewer }: { viewer: User }) {
  const { data: progress } = useSuspenseQuery(progressQueryOptions);
  const { data: counts } = useSuspenseQuery(sectionCountsQueryOptions(viewer.roleId));
  return (
    <div className="dashboard__grid">
      <CompletionCard progress={progress} />
      <NotificationsCard progress={progress} />
      <SectionsCard sections={sectionSummaries(viewer.roleId, progress, counts)} />
      <LastOffersCard />
      {newsSection.roles.includes(viewer.roleId) && <LastNewsCard />}
      <FidelityCard />
      <ModulesCard progress={progress} />
      {/* Last: it shows once the device is read, and must not move the cards above. */}
      <PushInvitation />
    </div>
  );
}

function AdminDashboard() {
  return (
    <div className="dashboard__grid">
      <section className="dashboard__card" aria-labelledby="admin-title">
        <h2 id="admin-title">Espace administrateur</h2>
        <p>
          Les offres, les actualités et les centres d’intérêt sont ceux des clients. Pour voir la
          plateforme comme l’un d’eux, ouvrez le back-office et choisissez « Se connecter en tant
          que ».
        </p>
        {/* The back office is a server page outside the app: a plain link, not a route. */}
        <a className="button button--primary" href="/bo">
          Ouvrir le back-office
        </a>
      </section>
      <section className="dashboard__card" aria-labelledby="admin-profile-title">
        <h2 id="admin-profile-title">Vos informations</h2>
        <p>Vos coordonnées et votre mot de passe se modifient dans votre profil.</p>
        <Link to="/my-space/profile" className="button button--secondary">
          Modifier mon profil
        </Link>
      </section>
    </div>
  );
}
