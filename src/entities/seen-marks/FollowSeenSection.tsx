import { useCallback, type ComponentType } from 'react';
import { useTransitionStore } from '../../lib/use-transition-store';
import type { SeenSection } from '../../contract/api';
import type { SeenSectionProps } from './SeenSection';

/**
 * What the lists' first screen needs of the seen marks, and no more (the offer list's first screen
 * has a budget): a place for the component that follows a shown list (./SeenSection.tsx), which
 * the app gives once its first screen is shown (src/app/background.ts), and the mark that follower
 * found, which says which cards are « Nouveau ». A badge may thus appear a moment after the cards:
 * it takes no room of its own (content.css).
 */
let follower: ComponentType<SeenSectionProps> | null = null;
let found: Partial<Record<SeenSection, number>> = {};
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const notify = () => listeners.forEach((listener) => listener());

export function provideSeenSectionFollower(component: ComponentType<SeenSectionProps>): void {
  follower = component;
  notify();
}

/** The mark the shown list's visit found (ms since 1970); undefined once it is no longer shown. */
export function setFoundMark(section: SeenSection, mark: number | undefined): void {
  found = { ...found, [section]: mark };
  notify();
}

/**
 * The instant (ms since 1970) after which an item of the shown `section` is « Nouveau »: Infinity
 * while none is (the mark not found yet, or unknown to the device).
 */
export function useNewSince(section: SeenSection): number {
  return useTransitionStore(
    subscribe,
    useCallback(() => found[section] ?? Infinity, [section]),
  );
}

const followerOf = () => follower;

/** Marks the list seen while it is shown, and finds which of its items are new. */
export function FollowSeenSection(props: SeenSectionProps) {
  const Follower = useTransitionStore(subscribe, followerOf);
  // eslint-disable-next-line react-hooks/static-components -- given once by the app, never made here
  return Follower && <Follower {...props} />;
}
