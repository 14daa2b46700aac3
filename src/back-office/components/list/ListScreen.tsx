/**
 * A list's screen: its title with its main action (« Nouvelle offre »), what the screen says
 * first, its table (./DataTable.tsx) and what comes after it (a dialog, the message read).
 */
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { RowData } from '@tanstack/react-table';
import { PageHeader } from '../PageHeader';
import { DataTable, type DataTableProps } from './DataTable';

export type ListScreenProps<Row extends RowData, Filter extends string> = DataTableProps<
  Row,
  Filter
> & {
  title: string;
  /** The link to the new item's page. */
  newItem?: { to: LinkProps['to']; label: string };
  intro?: ReactNode;
  children?: ReactNode;
};

export function ListScreen<Row extends RowData, Filter extends string = never>({
  title,
  newItem,
  intro,
  children,
  ...table
}: ListScreenProps<Row, Filter>) {
  return (
    <>
      <PageHeader
        title={title}
        actions={
          newItem ? (
            <Link to={newItem.to} className="bo-button bo-button--primary">
              {newItem.label}
            </Link>
          ) : undefined
        }
      />
      {intro}
      <DataTable {...table} />
      {children}
    </>
  );
}
