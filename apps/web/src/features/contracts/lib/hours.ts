/** Minutes as hours and minutes, the way timesheets show them ("1:10 h"). */
export const hours = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
