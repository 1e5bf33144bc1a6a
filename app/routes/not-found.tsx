import { data } from 'react-router';

/** Any other path: the root error boundary renders the "Page Not Found" page with status 404. */
export function loader(): never {
  throw data('Not Found', { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
