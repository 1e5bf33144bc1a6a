import { useTranslation } from 'react-i18next';
import { isFaceMeasurementName } from '../../../domain/face/measure-face';
import type { AiFaceReadingContent } from '../../../domain/quizzes/ai-face-reading/ai-face-reading-content-schema';
import { describeReadingReason } from '../../../domain/quizzes/photo-result-text';
import { findFortuneLabel, readingFortunes, readingTypeEmoji, type FaceReading } from '../../../domain/quizzes/ai-face-reading/face-reading';
import { useNumberFormat } from '../../shell/use-number-format';
import { usePageLanguage } from '../../shell/use-page-language';
import { buildShareImagePath } from '../share/share-image-path';
import { ShareButton } from '../share/share-button';
import { MeasuredPhoto } from './measured-photo';
import type { PhotoResultProps } from './photo-quiz-page';
import { PhotoNotices } from './photo-notices';
import { ExplanationList, ScoreBars } from './score-sections';
import { faceReadingTypePages } from './photo-type-pages';

interface FaceReadingResultProps extends PhotoResultProps<FaceReading> {
  content: Pick<AiFaceReadingContent, 'labels' | 'fortuneLabels' | 'fortunes' | 'types' | 'features'>;
  /** The site's public origin: the shared link is the reading type's page there, never the photo. */
  publicOrigin: string;
}

export function FaceReadingResult({ name, gender, photoUrl, outcome, content, publicOrigin, onUploadAgain, onChooseFace }: FaceReadingResultProps) {
  const { t } = useTranslation();
  const { language, localize } = usePageLanguage();
  const { integer } = useNumberFormat();
  const reading = outcome.result;
  const profile = content.types[reading.type];
  const shareType = { type: reading.type, gender };
  return (
    <div className="space-y-5" data-reading-type={reading.type} data-reading-score={reading.scores.overall}>
      <section className="card space-y-3 text-center">
        <p className="text-sm font-semibold text-muted">{content.labels.resultOf.replace('{name}', name)}</p>
        <MeasuredPhoto photoUrl={photoUrl} mesh={outcome.mesh} imageSize={outcome.imageSize} measured={reading.reasons.map((reason) => reason.feature).filter(isFaceMeasurementName)} box={outcome.box} faceBoxes={outcome.faceBoxes} onChooseFace={onChooseFace} />
        <p className="text-6xl" aria-hidden="true">
          {readingTypeEmoji[reading.type]}
        </p>
        <p className="mx-auto w-fit rounded-full bg-gradient-to-r from-amber-400 to-rose-500 px-4 py-1 font-bold text-white">
          {content.fortuneLabels[findFortuneLabel(reading.scores.overall)]}&nbsp;· <span dir="ltr">{integer(reading.scores.overall)}</span>
        </p>
        <h2 className="text-2xl font-extrabold">{profile.title[gender]}</h2>
        <p>{profile.description[gender]}</p>
      </section>
      <PhotoNotices faceBoxes={outcome.faceBoxes} chosenBy={outcome.chosenBy} />
      <ScoreBars title={content.labels.scoresTitle} rows={readingFortunes.map((fortune) => ({ key: fortune, label: content.fortunes[fortune], score: reading.scores[fortune], maximum: 100 }))} />
      <ExplanationList
        title={content.labels.whyTitle}
        note={content.labels.whyNote}
        rows={reading.reasons.map((reason) => ({
          key: reason.fortune,
          label: content.fortunes[reason.fortune],
          emoji: '🔮',
          text: describeReadingReason(content.features, reason, language),
          feature: reason.feature,
          direction: reason.direction,
        }))}
      />
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
