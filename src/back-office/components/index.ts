/**
 * The back office's shared building blocks (docs/back-office/README.md, « Composants
 * partagés »): what every section's screens are made of.
 */
export { PageHeader } from './PageHeader';
export { DataTable, boColumns, boTableFeatures, resultCount, EMPTY_LABEL } from './list/DataTable';
export type { BoColumn, BoTableFeatures, DataTableProps, ListFilter } from './list/DataTable';
export { ListScreen } from './list/ListScreen';
export type { ListScreenProps } from './list/ListScreen';
export { ListToolbar } from './list/ListToolbar';
export { ListError, Pagination } from './list/ListState';
export { SearchBox } from './list/SearchBox';
export { FilterSelect } from './list/FilterSelect';
export type { FilterOption } from './list/FilterSelect';
export { useListParams, useListQuery, DEFAULT_PAGE_SIZE } from './list/use-list-query';
export type {
  ListApiQuery,
  ListControls,
  ListPage,
  ListParams,
  SortOrder,
} from './list/use-list-query';
export * from './form';
export { useBoundField, FieldLabel, FieldError } from './form/bound-field';
export type { BoundFieldProps } from './form/bound-field';
export { DateInput } from './form/DateInput';
export { DisclosureButton, useDisclosure } from './Disclosure';
export { sectionKeys, itemChanged, itemDeleted } from './query-keys';
export { itemIdOf } from './item-id';
export { StatusBadge, isScheduled, statusLabel } from './status/StatusBadge';
export { StatusField } from './status/StatusField';
export { toDateTimeLocal, fromDateTimeLocal } from './status/date-time-local';
export { ConfirmDialog } from './dialog/ConfirmDialog';
export type { ConfirmDialogProps } from './dialog/ConfirmDialog';
export { useConfirm } from './dialog/use-confirm';
export type { ConfirmRequest } from './dialog/use-confirm';
export { useConfirmedDelete } from './dialog/use-confirmed-delete';
export { useModalDialog } from '../../lib/use-modal-dialog';
export type { DeleteRequest } from './dialog/use-confirmed-delete';
export { useToast } from '../../components/toast';
