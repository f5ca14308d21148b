import type { Dispatcher } from '../../outbox';
import type { NotificationsService } from './notifications.service';

/**
 * The weekly "jobs for you" mail (issue 29, ADR 041): matching chooses the jobs; this is its
 * notification, mailed like every other kind (and its unsubscribe link switches the kind off).
 */
export function registerJobsForYouNotifications(outbox: Dispatcher, service: NotificationsService) {
  outbox.on('matching.jobs_for_you', 'notify: new jobs for you', async ({ id, payload }) => {
    const count = payload.jobs.length;
    await service.create(id, payload.freelancerId, 'jobs_for_you', {
      title: count === 1 ? '1 new job for you' : `${count} new jobs for you`,
      body: [
        'Published this week and matching your profile, best match first:',
        ...payload.jobs.map((job, i) => `${i + 1}. ${job.title}`),
      ].join('\n'),
      link: '/freelancer/jobs?view=best',
    });
  });
}
