import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@skillora/shared/notification-kinds';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notifications';

/** /{client,freelancer}/settings/notifications — which notifications also come by mail. */
export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  if (settings.isPending) return <Spinner label="Loading your notification settings" />;
  if (settings.isError)
    return (
      <LoadError
        error={settings.error}
        fallback="Failed to load your notification settings"
        onRetry={() => void settings.refetch()}
      />
    );
  const email = settings.data.data.email;
  const kinds = NOTIFICATION_KINDS.filter((k): k is NotificationKind => email[k] !== undefined);
  const toggle = (kind: NotificationKind, isOn: boolean) =>
    update.mutate(
      { email: { [kind]: isOn } },
      {
        onSuccess: () => toast.success(isOn ? 'Mails switched on' : 'Mails switched off'),
        onError: (err) => toast.error(errorText(err, 'Failed to save your notification settings')),
      },
    );
  return (
    <PageShell title="Notification settings" width="narrow">
      <p className="mb-6 text-gray-700 dark:text-gray-300">
        Everything appears under the bell. Choose what we also send you by email.
      </p>
      <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
        {kinds.map((kind) => (
          <li key={kind} className="flex items-center justify-between gap-4 px-4 py-3">
            <span id={`kind-${kind}`} className="text-sm font-medium text-gray-900 dark:text-gray-100">
              {NOTIFICATION_KIND_LABELS[kind].label}
            </span>
            <Switch
              checked={email[kind] ?? true}
              label={`Email: ${NOTIFICATION_KIND_LABELS[kind].label}`}
              disabled={update.isPending}
              onCheckedChange={(isOn) => toggle(kind, isOn)}
            />
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
