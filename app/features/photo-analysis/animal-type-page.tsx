import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { aiAnimalFaceManifest } from '../../../domain/quizzes/ai-animal-face/ai-animal-face-manifest';
import { usePageLanguage } from '../../shell/use-page-language';
import { ShareButton } from '../share/share-button';
import type { AnimalFaceTypeView } from './animal-face-content.server';
import { buildAnimalFaceTypePath } from './animal-face-type-path';
import { BackHomeLink } from './back-home-link';

interface AnimalTypePageProps {
  view: AnimalFaceTypeView;
  shareUrl: string;
  shareImage: string;
}

/** One animal's profile for friends who opened a shared result: the profile, "try it with your photo", the others. */
export function AnimalTypePage({ view, shareUrl, shareImage }: AnimalTypePageProps) {
  const { t } = useTranslation();
  const { localize } = usePageLanguage();
  return (
    <main className="mx-auto max-w-xl space-y-5 px-4 pb-8 pt-8" data-type-animal={view.animal}>
      <section className="card space-y-3 text-center">
        <p className="text-sm font-semibold text-muted">{t('photo.typePageLead', { animal: view.name })}</p>
        <p className="text-6xl" aria-hidden="true">
          {view.emoji}
        </p>
        <h1 className="text-2xl font-extrabold">{view.title}</h1>
        <p>{view.description}</p>
        <ul className="flex flex-wrap justify-center gap-2">
          {view.traits.map((trait) => (
            <li key={trait} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold dark:bg-slate-800">
              {trait}
            </li>
          ))}
        </ul>
      </section>
      <Link to={localize(aiAnimalFaceManifest.path)} className="button-primary w-full">
        <span aria-hidden="true">📸</span> {t('photo.tryWithPhoto')}
      </Link>
      <ShareButton target={{ url: shareUrl, title: `${view.emoji} ${view.title}`, imageUrl: shareImage }} />
      <section className="card space-y-3">
        <h2 className="text-lg font-bold">{t('photo.otherAnimals')}</h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {view.otherAnimals.map(({ animal, emoji, name }) => (
            <li key={animal}>
              <Link
                to={localize(buildAnimalFaceTypePath({ animal, gender: view.gender }))}
                className="flex min-h-11 items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 font-semibold hover:bg-brand-100 dark:bg-slate-800 dark:hover:bg-slate-700"
              >
                <span aria-hidden="true">{emoji}</span> {name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-center text-sm text-muted">{t('photo.entertainment')}</p>
      <BackHomeLink />
    </main>
  );
}
