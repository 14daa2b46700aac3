import { useSessionUser } from '../../entities/session/api';
import { useProfile } from './api';
import { ProfileForm } from './ProfileForm';

/** « Mon profil »: the company and the main contact, editable. */
export function ProfilePage() {
  const { data: profile } = useProfile();
  // An admin acting as the user changes neither its password nor its e-mail.
  const actingAs = (useSessionUser()?.connectedAs ?? null) !== null;
  return (
    <div className="profile-page">
      <h1 id="profile-title">Mon profil</h1>
      <ProfileForm profile={profile} actingAs={actingAs} />
    </div>
  );
}
