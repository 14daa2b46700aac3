/**
 * What shows or hides a part of the page (a journal entry's details, a branch of the tree): the
 * open state, the part's id, and the button that says whether it is open.
 */
import { useId, useState, type ReactNode } from 'react';

export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const controls = useId();
  return { open, setOpen, controls };
}

export function DisclosureButton({
  disclosure: { open, setOpen, controls },
  className,
  children,
}: {
  disclosure: ReturnType<typeof useDisclosure>;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen(!open)}
    >
      {children}
    </button>
  );
}
