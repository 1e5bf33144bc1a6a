import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLanguage } from '../../shell/use-page-language';
import { ShareButton } from '../share/share-button';
import { BackHomeLink } from './back-home-link';

/** What a photo quiz's type page shows, already in the page's language. */
export interface PhotoTypeView {
  /** The type's id, for tests and styling. */
  type: string;
  emoji: string;
  /** "This is the Fox result of the AI animal face test." */
  lead: string;
  /** A line under the emoji, also the share card's line above the title: a rating band's scores ("Balance score 85–89"). */
  badge?: string;
  title: string;
  description: string;
  traits?: readonly string[];
  /** The quiz's photo page, unprefixed. */
  quizPath: string;
  otherTypesTitle: string;
  /** The other types' pages, unprefixed, in the same gender. */
  others: readonly { type: string; emoji: string; name: string; path: string }[];
}

/** One result type for friends who opened a shared result: the profile, "try it with your photo", the others. */
export function PhotoTypePage({ view, shareUrl, shareImage }: { view: PhotoTypeView; shareUrl: string; shareImage: string }) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <main className="mx-auto max-w-xl space-y-5 px-4 pb-8 pt-8" data-type-page={view.type}>
      <section className="card space-y-3 text-center">
        <p className="text-sm font-semibold text-muted">{view.lead}</p>
        <p className="text-6xl" aria-hidden="true">
          {view.emoji}
        </p>
        {view.badge && <p className="mx-auto w-fit rounded-full bg-brand-100 px-4 py-1 font-bold dark:bg-slate-800">{view.badge}</p>}
        <h1 className="text-2xl font-extrabold">{view.title}</h1>
        <p>{view.description}</p>
        {view.traits && (
          <ul className="flex flex-wrap justify-center gap-2">
            {view.traits.map((trait) => (
              <li key={trait} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold dark:bg-slate-800">
                {trait}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Link to={localize(view.quizPath)} className="button-primary w-full">
        <span aria-hidden="true">📸</span> {t('photo.tryWithPhoto')}
      </Link>
      <ShareButton target={{ url: shareUrl, title: `${view.emoji} ${view.title}`, imageUrl: shareImage }} />
      <section className="card space-y-3">
        <h2 className="text-lg font-bold">{view.otherTypesTitle}</h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {view.others.map(({ type, emoji, name, path }) => (
            <li key={type}>
              <Link
                to={localize(path)}
                className="flex min-h-11 items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 font-semibold hover:bg-brand-100 dark:bg-slate-800 dark:hover:bg-slate-700"
              >
                <span aria-hidden="true">{emoji}</span> {name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-center text-sm text-muted">{t('footer.disclaimer')}</p>
      <BackHomeLink />
    </main>
  );
}
