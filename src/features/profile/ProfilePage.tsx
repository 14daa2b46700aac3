import { useProfile } from './api';
import { ProfileForm } from './ProfileForm';

/** « Mon profil »: the company and the main contact, editable. */
export function ProfilePage() {
  const { data: profile } = useProfile();
  return (
    <div className="profile-page">
      <h1 id="profile-title">Mon profil</h1>
      <ProfileForm profile={profile} />
    </div>
  );
}
