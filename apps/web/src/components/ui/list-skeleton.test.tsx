// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListSkeleton } from './list-skeleton.tsx';
import { Skeleton } from './skeleton.tsx';

afterEach(cleanup);

describe('ListSkeleton', () => {
  it('is one status named after what loads, with the row repeated at the virtual list row height', () => {
    render(
      <ListSkeleton label="Loading calls" data-testid="skeleton" rowHeight={88}>
        <Skeleton className="h-3 w-40" />
      </ListSkeleton>,
    );
    const status = screen.getByRole('status', { name: 'Loading calls' });
    expect(status.getAttribute('data-testid')).toBe('skeleton');
    const rows = [...status.children].filter((child) => child.tagName === 'DIV');
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => (row as HTMLElement).style.height === '88px')).toBe(true);
    expect(rows[0]!.className).toContain('border-b');
    expect(status.textContent).toBe('Loading calls...');
  });

  it('in a paged list, lays rows out as told, between rules, at their own height', () => {
    render(
      <ListSkeleton label="Loading jobs" rowCount={6} rowClassName="grid px-4">
        <Skeleton />
      </ListSkeleton>,
    );
    const status = screen.getByRole('status', { name: 'Loading jobs' });
    const rows = [...status.children].filter((child) => child.tagName === 'DIV') as HTMLElement[];
    expect(status.className).toContain('divide-y');
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.style.height === '' && row.className === 'grid px-4')).toBe(true);
  });
});
