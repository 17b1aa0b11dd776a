import { data } from 'react-router';

/** Unknown paths answer HTTP 404; the root error boundary shows the translated page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundPage() {
  return null;
}
