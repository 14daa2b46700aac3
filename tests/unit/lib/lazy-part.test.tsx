import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPart } from '../../../src/lib/lazy-part';

const Loaded = ({ name }: { name: string }) => <p>Chargé : {name}</p>;
const Fallback = ({ name }: { name: string }) => <p>Indisponible : {name}</p>;

describe('lazyPart', () => {
  it('shows the part once its code has arrived', async () => {
    const Part = lazyPart(() => Promise.resolve(Loaded), Fallback);
    render(
      <Suspense fallback={<p>Chargement</p>}>
        <Part name="menu" />
      </Suspense>,
    );
    expect(await screen.findByText('Chargé : menu')).toBeInTheDocument();
  });

  it('shows the fallback when the code never arrives, and tries again at the next mount', async () => {
    let attempts = 0;
    const Part = lazyPart(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('hors ligne')) : Promise.resolve(Loaded);
    }, Fallback);
    const first = render(
      <Suspense fallback={null}>
        <Part name="filtres" />
      </Suspense>,
    );
    expect(await screen.findByText('Indisponible : filtres')).toBeInTheDocument();
    first.unmount();

    render(
      <Suspense fallback={null}>
        <Part name="filtres" />
      </Suspense>,
    );
    expect(await screen.findByText('Chargé : filtres')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
