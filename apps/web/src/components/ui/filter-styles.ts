/** Shared by the search filters, so every group reads alike. */
// The same as the skill picker's legend, which sits among them.
export const filterLegend = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';
export const optionLabel =
  'flex min-h-8 cursor-pointer items-center gap-2 rounded px-1 text-sm text-gray-800 dark:text-gray-200';
