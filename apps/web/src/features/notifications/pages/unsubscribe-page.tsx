import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { PublicPageLayout } from '../../landing';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/notifications';

const linkClass =
  'font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100';

/**
 * /unsubscribe?token= — where a mail's unsubscribe link leads in a browser: it says which mails
 * stop and asks to confirm (mail clients use the one-click POST instead, RFC 8058). No sign-in.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);
  const label = info.data?.data.label;
  return (
    <PublicPageLayout>
      <div className="mx-auto max-w-xl px-4 py-14 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">Unsubscribe</h1>
        {info.isPending && token !== '' && <Spinner label="Reading your link" />}
        {(token === '' || info.isError) && (
          <p role="alert" className="mt-6 text-gray-800 dark:text-gray-200">
            {token === ''
              ? 'This unsubscribe link is not valid'
              : errorText(info.error, 'Failed to read this unsubscribe link')}
          </p>
        )}
        {label && !unsubscribe.isSuccess && (
          <div className="mt-6 space-y-6">
            <p className="text-gray-800 dark:text-gray-200">
              Stop emails about “{label}”? You will still see these under the bell in Skillora.
            </p>
            <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
              Unsubscribe
            </Button>
            {unsubscribe.isError && (
              <p role="alert" className="text-red-700 dark:text-red-400">
                {errorText(unsubscribe.error, 'Failed to unsubscribe')}
              </p>
            )}
          </div>
        )}
        {unsubscribe.isSuccess && (
          <p role="status" className="mt-6 text-gray-800 dark:text-gray-200">
            Done: you will get no more emails about “{label}”. You can switch them back on under Notification
            settings, from the bell once you are{' '}
            <Link to="/login" className={linkClass}>
              logged in
            </Link>
            .
          </p>
        )}
      </div>
    </PublicPageLayout>
  );
}
