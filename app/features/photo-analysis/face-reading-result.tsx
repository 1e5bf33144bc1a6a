import { useTranslation } from 'react-i18next';
import { faceMeasurementNames, type FaceMeasurementName } from '../../../domain/face/measure-face';
import type { AiFaceReadingContent } from '../../../domain/quizzes/ai-face-reading/ai-face-reading-content-schema';
import { findFortuneLabel, readingFortunes, readingTypeEmoji, type FaceReading, type ReadingReason } from '../../../domain/quizzes/ai-face-reading/face-reading';
import { useNumberFormat } from '../../shell/use-number-format';
import { usePageLanguage } from '../../shell/use-page-language';
import { buildShareImagePath } from '../share/share-image-path';
import { ShareButton } from '../share/share-button';
import { MeasuredPhoto } from './measured-photo';
import type { PhotoResultProps } from './photo-quiz-page';
import { PhotoNotices } from './photo-notices';
import { faceReadingTypePages } from './photo-type-pages';

interface FaceReadingResultProps extends PhotoResultProps<FaceReading> {
  content: Pick<AiFaceReadingContent, 'labels' | 'fortuneLabels' | 'fortunes' | 'types' | 'features'>;
  /** The site's public origin: the shared link is the reading type's page there, never the photo. */
  publicOrigin: string;
}

const isMeasurement = (feature: string): feature is FaceMeasurementName => (faceMeasurementNames as readonly string[]).includes(feature);

function describeReason(reason: ReadingReason, texts: AiFaceReadingContent['features'], formats: { angle(value: number): string; percentage(value: number): string }): string {
  return texts[reason.feature][reason.direction].replace('{value}', formats.angle(reason.value)).replace('{difference}', formats.percentage(reason.difference));
}

export function FaceReadingResult({ name, gender, photoUrl, outcome, content, publicOrigin, onUploadAgain }: FaceReadingResultProps) {
  const { t } = useTranslation();
  const { language, localize } = usePageLanguage();
  const { percentage, integer } = useNumberFormat();
  const angle = new Intl.NumberFormat(language, { numberingSystem: 'latn', maximumFractionDigits: 1 });
  const reading = outcome.result;
  const profile = content.types[reading.type];
  const shareType = { type: reading.type, gender };
  return (
    <div className="space-y-5" data-reading-type={reading.type} data-reading-score={reading.scores.overall}>
      <section className="card space-y-3 text-center">
        <p className="text-sm font-semibold text-muted">{content.labels.resultOf.replace('{name}', name)}</p>
        <MeasuredPhoto photoUrl={photoUrl} mesh={outcome.mesh} imageSize={outcome.imageSize} measured={reading.reasons.map((reason) => reason.feature).filter(isMeasurement)} />
        <p className="text-6xl" aria-hidden="true">
          {readingTypeEmoji[reading.type]}
        </p>
        <p className="mx-auto w-fit rounded-full bg-gradient-to-r from-amber-400 to-rose-500 px-4 py-1 font-bold text-white">
          {content.fortuneLabels[findFortuneLabel(reading.scores.overall)]} · <span dir="ltr">{integer(reading.scores.overall)}</span>
        </p>
        <h2 className="text-2xl font-extrabold">{profile.title[gender]}</h2>
        <p>{profile.description[gender]}</p>
      </section>
      <PhotoNotices faceCount={outcome.faceCount} genderWarning={outcome.genderWarning} />
      <section className="card space-y-3">
        <h3 className="text-lg font-bold">{content.labels.scoresTitle}</h3>
        <ul className="space-y-2">
          {readingFortunes.map((fortune) => (
            <li key={fortune} data-fortune={fortune} className="grid grid-cols-[6rem_1fr_2.5rem] items-center gap-2 text-sm">
              <span className="font-semibold">{content.fortunes[fortune]}</span>
              <span className="h-3 overflow-hidden rounded-full bg-brand-50 dark:bg-slate-800" aria-hidden="true">
                <span className="block h-full rounded-full bg-brand-500" style={{ width: `${reading.scores[fortune]}%` }} />
              </span>
              <span className="text-end tabular-nums">{integer(reading.scores[fortune])}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card space-y-2">
        <h3 className="text-lg font-bold">{content.labels.whyTitle}</h3>
        <p className="text-sm text-muted">{content.labels.whyNote}</p>
        <ul className="space-y-2">
          {reading.reasons.map((reason) => (
            <li key={reason.fortune} data-reason={reason.feature} data-direction={reason.direction}>
              <span className="font-semibold">{content.fortunes[reason.fortune]}</span> <span aria-hidden="true">🔮</span>{' '}
              {describeReason(reason, content.features, { angle: (value) => angle.format(value), percentage })}
            </li>
          ))}
        </ul>
      </section>
      <p className="text-center text-sm text-muted">{content.labels.entertainmentNote}</p>
      <p className="text-center text-sm text-muted">
        <span aria-hidden="true">🔒</span> {t('photo.privacyNote')}
      </p>
      <ShareButton
        target={{
          url: `${publicOrigin}${localize(faceReadingTypePages.buildPath(shareType))}`,
          title: `${readingTypeEmoji[reading.type]} ${profile.title[gender]}`,
          imageUrl: buildShareImagePath({ language, quiz: 'ai-face-reading', key: faceReadingTypePages.buildShareKey(shareType) }),
        }}
      />
      <button type="button" className="button-secondary w-full" onClick={onUploadAgain}>
        {t('photo.uploadAgain')}
      </button>
    </div>
  );
}
