import { useClientRecordOfJob } from '../api/get-client-record';
import { ClientRecord } from './client-record';

/** Under an offer: the record of the client who made it, read from their job. Nothing while it loads or fails. */
export function OfferClientRecord({ jobId, className }: { jobId: string; className?: string }) {
  const client = useClientRecordOfJob(jobId);
  if (!client.data) return null;
  return <ClientRecord record={client.data} className={className} />;
}
