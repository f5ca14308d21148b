import { PageHeader } from '../components/page-header';

/** /admin/contracts and /admin/payments: a heading until those features exist. */
export function AdminHeadingPage({ title }: { title: string }) {
  return <PageHeader title={title} />;
}
