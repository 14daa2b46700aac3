export { PeriodPicker, REVERSED_PERIOD_MESSAGE } from './PeriodPicker';
export { StatisticsReportView } from './StatisticsReportView';
export { defaultPeriod, periodOf, PERIOD_PRESETS, type Period } from './periods';
export { formatShare, formatValue, variationOf } from './format';
