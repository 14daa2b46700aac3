import { useAppConfig } from '../../entities/app-config/api';

/** 'Prendre un rendez-vous': the external booking page, in a new tab. */
export function AppointmentLink({ className }: { className?: string }) {
  const { data } = useAppConfig();
  if (!data?.appointmentUrl) return null;
  return (
    <a className={className} href={data.appointmentUrl} target="_blank" rel="noopener noreferrer">
      Prendre un rendez-vous
      <span className="visually-hidden"> (nouvel onglet)</span>
    </a>
  );
}
