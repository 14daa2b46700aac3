import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useGrowingSlice } from '../../../src/lib/use-growing-slice';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/**
 * The list, recording how many items each of its commits showed: in a layout effect, which runs
 * within the commit, so the record is there as soon as the commit's items are (a passive effect may
 * run after the test has read the items).
 */
function List({
  items,
  first,
  commits = [],
}: {
  items: readonly number[];
  first: number;
  commits?: number[];
}) {
  const shown = useGrowingSlice(items, first);
  useLayoutEffect(() => {
    commits.push(shown.length);
  }, [commits, shown]);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useGrowingSlice', () => {
  it('shows the first items at once, then the rest a slice per commit until all are shown', async () => {
    const commits: number[] = [];
    render(<List items={numbers(25)} first={10} commits={commits} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByText('25')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(commits).toEqual([10, 20, 25]);
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
