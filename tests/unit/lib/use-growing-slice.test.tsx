import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useGrowingSlice } from '../../../src/lib/use-growing-slice';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function List({ items, first }: { items: readonly number[]; first: number }) {
  const shown = useGrowingSlice(items, first);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useGrowingSlice', () => {
  it('shows the first items at once, then the rest a slice at a time until all are shown', async () => {
    render(<List items={numbers(25)} first={10} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByText('20')).toBeInTheDocument();
    expect(screen.queryByText('21')).toBeNull();
    expect(await screen.findByText('25')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
  });

  it('shows a short list whole at once', () => {
    render(<List items={numbers(4)} first={10} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows at once what it had already grown to when the list changes', async () => {
    const { rerender } = render(<List items={numbers(15)} first={10} />);
    expect(await screen.findByText('15')).toBeInTheDocument();
    rerender(<List items={numbers(30).filter((item) => item % 2 === 0)} first={10} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
  });
});
