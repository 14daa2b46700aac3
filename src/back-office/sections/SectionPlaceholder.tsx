import { PageHeader } from '../components/PageHeader';

export const COMING_SOON = 'Cette section arrive bientôt.';

/** The page of a section whose screens are not written yet. */
export function SectionPlaceholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p>{COMING_SOON}</p>
    </>
  );
}
