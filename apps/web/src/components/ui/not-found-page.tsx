import { useNavigate } from 'react-router';
import { Button } from './button';

/** The spec's 404, as the content of a page whose layout already has the main landmark. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-5xl font-extrabold text-brand-700 dark:text-brand-100">ERROR 404</h1>
      <p className="text-lg text-gray-700 dark:text-gray-300">The page you're looking for doesn't exist.</p>
      <Button onClick={() => navigate(-1)}>Go Back</Button>
    </div>
  );
}

/** The 404 on its own, outside any layout: it brings its own main landmark. */
export function StandaloneNotFoundPage() {
  return (
    <main id="main-content">
      <NotFoundPage />
    </main>
  );
}
