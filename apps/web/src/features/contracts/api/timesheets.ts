import type { TimeEntryRequest } from '@skillora/shared';
import { hourlyEndpoints } from '@skillora/shared/endpoints/hourly';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi } from '../../../lib/api-client';
import { contractsKeys } from './keys';

const sheetKey = (id: string, week: string | undefined) =>
  ['contracts', 'timesheet', id, week ?? 'now'] as const;

/** GET /api/contracts/:id/timesheets — a week of an hourly contract (this week without `week`). */
export const useTimesheet = (id: string, week?: string) =>
  useQuery({
    queryKey: sheetKey(id, week),
    queryFn: () =>
      callApi(hourlyEndpoints.timesheet, {
        params: { id },
        query: week ? { week } : {},
        fallbackError: 'Failed to load the timesheet',
      }),
  });

/** GET /api/contracts/:id/timesheets/weeks — the contract's weeks, newest first, with their states. */
export const useTimesheetWeeks = (id: string) =>
  useQuery({
    queryKey: ['contracts', 'timesheet-weeks', id] as const,
    queryFn: () =>
      callApi(hourlyEndpoints.weeks, { params: { id }, fallbackError: 'Failed to load the weeks' }),
  });

/** GET /api/contracts/hourly/this-week — this week across my active hourly contracts. */
export const useHourlyThisWeek = () =>
  useQuery({
    queryKey: ['contracts', 'hourly-this-week'] as const,
    queryFn: () => callApi(hourlyEndpoints.thisWeek, { fallbackError: "Failed to load this week's hours" }),
  });

/** The timesheet's moves: start/stop the timer, log, change or delete time, approve a week. Everything on the contract reloads. */
export function useTimesheetMoves(id: string) {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: contractsKeys.all });
  return {
    start: useMutation({
      mutationFn: () =>
        callApi(hourlyEndpoints.startTimer, {
          params: { id },
          body: {},
          fallbackError: 'Failed to start the timer',
        }),
      onSettled: settled,
    }),
    stop: useMutation({
      mutationFn: (memo: string) =>
        callApi(hourlyEndpoints.stopTimer, {
          params: { id },
          body: { memo },
          fallbackError: 'Failed to stop the timer',
        }),
      onSuccess: () => toast.success('Time logged'),
      onSettled: settled,
    }),
    log: useMutation({
      mutationFn: (body: TimeEntryRequest) =>
        callApi(hourlyEndpoints.addEntry, { params: { id }, body, fallbackError: 'Failed to log the time' }),
      onSuccess: () => toast.success('Time logged'),
      onSettled: settled,
    }),
    edit: useMutation({
      mutationFn: ({ entryId, body }: { entryId: string; body: TimeEntryRequest }) =>
        callApi(hourlyEndpoints.editEntry, {
          params: { id, entryId },
          body,
          fallbackError: 'Failed to change the entry',
        }),
      onSuccess: () => toast.success('Entry changed'),
      onSettled: settled,
    }),
    remove: useMutation({
      mutationFn: (entryId: string) =>
        callApi(hourlyEndpoints.deleteEntry, {
          params: { id, entryId },
          fallbackError: 'Failed to delete the entry',
        }),
      onSuccess: () => toast.success('Entry deleted'),
      onSettled: settled,
    }),
    approve: useMutation({
      mutationFn: (week: string) =>
        callApi(hourlyEndpoints.approveWeek, {
          params: { id, week },
          fallbackError: 'Failed to approve the week',
        }),
      onSuccess: () => toast.success('Week approved: the payment was released'),
      onSettled: settled,
    }),
    resume: useMutation({
      mutationFn: () =>
        callApi(hourlyEndpoints.resume, { params: { id }, fallbackError: 'Failed to resume the contract' }),
      onSuccess: () => toast.success('Contract resumed'),
      onSettled: settled,
    }),
  };
}
