/** The same look as Find Work's filters. */
export const filterLegend = 'mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200';
