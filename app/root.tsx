import { DirectionProvider } from '@radix-ui/react-direction';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { languages, splitLanguageFromPath } from '../domain/languages';
import type { Route } from './+types/root';
import { ErrorPage, UnlocalizedErrorPage } from './components/error-page';
import { LazyNotFoundPage } from './components/lazy-not-found';
import { findI18n } from './i18n/create-i18n';
import { loadMessages } from './i18n/messages.server';
import { useLanguageFonts } from './shell/language-fonts';
import { siteStylesheet } from './shell/language-stylesheets';
import { earlyInteractionsScript } from './shell/early-interactions';
import { LanguageSuggestion } from './shell/language-suggestion';
import { SiteHeader } from './shell/site-header';
import { ToastProvider } from './shell/toast';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The URL is the truth for the language (docs/spec/product-rules.md D4); only that language's messages go to the page. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language, cleanPath } = splitLanguageFromPath(new URL(request.url).pathname);
  return { language, cleanPath, origin: context.publicOrigin, ads: context.ads, kakao: language === 'ko' ? context.kakao : null, messages: loadMessages(language), scriptMarker: context.scriptMarker };
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const language = root?.language ?? 'ko';
  useLanguageFonts(language);
  // Effects run children first, so this marks a page whose whole tree has hydrated: tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // What the visitor typed or tapped before the page woke (app/shell/early-interactions.ts, sent in the HTML).
    window.earlyInteractions?.replay();
  }, []);
  return (
    <html lang={language} dir={languages[language].direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ff6b3d" />
        <meta name="color-scheme" content="light dark" />
        {/*
          First in the page, so typing and taps are noted from the first paint (shell/early-interactions.ts). Its
          text is the server's only: hydration keeps what the server sent (as for the stylesheet above), and the
          client bundle, which has a first-load budget, does not carry it.
        */}
        <script nonce={root?.scriptMarker} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyInteractionsScript : '' }} suppressHydrationWarning />
        {/*
          The server puts the site's stylesheet in here (server/http/pages/inline-stylesheets.server.ts), so the first
          paint waits for no request. React does not compare or touch innerHTML when it hydrates, and this element's
          props never change, so the browser keeps the server's text. React's development build does compare it and
          would warn under `npm run dev`: the warning is suppressed, the behaviour is the same.
        */}
        <style data-inline-href={siteStylesheet} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh font-sans antialiased">
        {children}
        <ScrollRestoration nonce={root?.scriptMarker} />
        <Scripts nonce={root?.scriptMarker} />
      </body>
    </html>
  );
}

function LocalizedProviders({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const i18n = useMemo(() => (root ? findI18n(root.language, root.messages) : null), [root]);
  if (!root || !i18n) return children;
  // Radix portals (menu, dialogs, toast) render outside the page's tree and take their direction from here.
  return (
    <DirectionProvider dir={languages[root.language].direction}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <SiteHeader />
          <LanguageSuggestion />
          {children}
        </ToastProvider>
      </I18nextProvider>
    </DirectionProvider>
  );
}

export default function App() {
  return (
    <LocalizedProviders>
      <Outlet />
    </LocalizedProviders>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const localized = useRouteLoaderData<typeof loader>('root') !== undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!localized) return <UnlocalizedErrorPage />;
  return <LocalizedProviders>{status === 404 ? <LazyNotFoundPage /> : <ErrorPage unavailable={status === 503} />}</LocalizedProviders>;
}
