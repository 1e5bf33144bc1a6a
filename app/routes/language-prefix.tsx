import { data, Outlet, redirect } from 'react-router';
import { defaultLanguage, isLanguageCode } from '../../domain/languages';
import type { Route } from './+types/language-prefix';

/** Guards /:lang/...: only the eight prefixed languages exist; /ko/... is the unprefixed Korean page. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.lang === defaultLanguage) {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.slice(3) || '/'}${url.search}`, 301);
  }
  if (!isLanguageCode(params.lang)) throw data('Unknown language', { status: 404 });
  return null;
}

export default function LanguagePrefix() {
  return <Outlet />;
}
