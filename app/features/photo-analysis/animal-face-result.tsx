import { useTranslation } from 'react-i18next';
import { lookAlikeEmoji, type AnimalLookAlike, type MeasurementReason } from '../../../domain/quizzes/ai-animal-face/animal-look-alike';
import type { AiAnimalFaceContent } from '../../../domain/quizzes/ai-animal-face/ai-animal-face-content-schema';
import { describeAnimalReason } from '../../../domain/quizzes/photo-result-text';
import { buildShareImagePath } from '../share/share-image-path';
import { ShareButton } from '../share/share-button';
import { useNumberFormat } from '../../shell/use-number-format';
import { usePageLanguage } from '../../shell/use-page-language';
import type { PhotoResultProps } from './photo-quiz-page';
import { animalFaceTypePages } from './photo-type-pages';
import { MeasuredPhoto } from './measured-photo';
import { PhotoNotices } from './photo-notices';

interface AnimalFaceResultProps extends PhotoResultProps<AnimalLookAlike> {
  content: Pick<AiAnimalFaceContent, 'animals' | 'measurements'>;
  /** The site's public origin: the shared link is the animal's type page there, never the photo. */
  publicOrigin: string;
}

export function AnimalFaceResult({ name, gender, photoUrl, outcome, content, publicOrigin, onUploadAgain, onChooseFace }: AnimalFaceResultProps) {
  const { t } = useTranslation();
  const { language, localize } = usePageLanguage();
  const { percentage: formatPercentage } = useNumberFormat();
  const describeReason = (reason: MeasurementReason) => describeAnimalReason(content.measurements, reason, language);
  const lookAlike = outcome.result;
  const type = { type: lookAlike.top, gender };
  const top = content.animals[lookAlike.top];
  return (
    <div className="space-y-5" data-result-animal={lookAlike.top}>
      <section className="card space-y-3 text-center">
        <p className="text-sm font-semibold text-muted">{t('photo.resultOf', { name })}</p>
        <MeasuredPhoto photoUrl={photoUrl} mesh={outcome.mesh} imageSize={outcome.imageSize} measured={lookAlike.reasons.map((reason) => reason.measurement)} box={outcome.box} faceBoxes={outcome.faceBoxes} onChooseFace={onChooseFace} />
        <p className="text-6xl" aria-hidden="true">
          {lookAlikeEmoji[lookAlike.top]}
        </p>
        <h2 className="text-2xl font-extrabold">{top.title[gender]}</h2>
        <p className="font-semibold text-brand-700 dark:text-brand-400">{t('photo.topMatch', { percent: formatPercentage(lookAlike.similarity) })}</p>
        <p>{top.description[gender]}</p>
        <ul className="flex flex-wrap justify-center gap-2">
          {top.traits[gender].map((trait) => (
            <li key={trait} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold dark:bg-slate-800">
              {trait}
            </li>
          ))}
        </ul>
      </section>
      <PhotoNotices faceBoxes={outcome.faceBoxes} chosenBy={outcome.chosenBy} />
      <section className="card space-y-2">
        <h3 className="text-lg font-bold">{t('photo.whyTitle', { animal: top.name })}</h3>
        <p className="text-sm text-muted">{t('photo.whyNote')}</p>
        <ul className="list-disc space-y-1 ps-5">
          {lookAlike.reasons.map((reason) => (
            <li key={reason.measurement} data-measurement={reason.measurement}>
              {describeReason(reason)}
            </li>
          ))}
        </ul>
      </section>
      <section className="card space-y-2">
        <h3 className="text-lg font-bold">{t('photo.allAnimals')}</h3>
        <ol className="space-y-2">
          {lookAlike.percentages.map(({ animal, percentage }) => (
            <li key={animal} data-animal={animal} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2 text-sm">
              <span className="truncate">
                <span aria-hidden="true">{lookAlikeEmoji[animal]}</span> {content.animals[animal].name}
              </span>
              <span className="h-3 overflow-hidden rounded-full bg-brand-50 dark:bg-slate-800" aria-hidden="true">
                <span className="block h-full rounded-full bg-brand-500" style={{ width: `${percentage}%` }} />
              </span>
              <span className="text-end tabular-nums">{formatPercentage(percentage)}</span>
            </li>
          ))}
        </ol>
      </section>
      <p className="text-center text-sm text-muted">
        <span aria-hidden="true">🔒</span> {t('photo.privacyNote')} {t('photo.entertainment')}
      </p>
      <ShareButton
        target={{
          url: `${publicOrigin}${localize(animalFaceTypePages.buildPath(type))}`,
          title: `${lookAlikeEmoji[lookAlike.top]} ${top.title[gender]}`,
          imageUrl: buildShareImagePath({ language, quiz: 'ai-animal-face', key: animalFaceTypePages.buildShareKey(type) }),
        }}
      />
      <button type="button" className="button-secondary w-full" onClick={onUploadAgain}>
        {t('photo.uploadAgain')}
      </button>
    </div>
  );
}
