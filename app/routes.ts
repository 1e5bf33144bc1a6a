import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/** The pages of the site; each exists unprefixed (Korean) and under /:lang for the eight other languages. */
function sitePages(idPrefix: string): RouteConfigEntry[] {
  return [
    index('routes/catalogue.tsx', { id: `${idPrefix}catalogue` }),
    route('tests', 'routes/catalogue.tsx', { id: `${idPrefix}tests` }),
    route('*', 'routes/not-found.tsx', { id: `${idPrefix}not-found` }),
  ];
}

export default [
  ...sitePages(''),
  route(':lang', 'routes/language-prefix.tsx', sitePages('localized-')),
] satisfies RouteConfig;
