import { useTranslation } from 'react-i18next';
import { isFaceMeasurementName } from '../../../domain/face/measure-face';
import type { AiFaceRatingContent } from '../../../domain/quizzes/ai-face-rating/ai-face-rating-content-schema';
import { ratingBandEmoji, ratingPartMaxima, ratingParts, type FaceRating, type RatingBand, type RatingReason } from '../../../domain/quizzes/ai-face-rating/face-rating';
import { useNumberFormat } from '../../shell/use-number-format';
import { usePageLanguage } from '../../shell/use-page-language';
import { buildShareImagePath } from '../share/share-image-path';
import { ShareButton } from '../share/share-button';
import { describeRatingReason } from '../../../domain/quizzes/photo-result-text';
import { MeasuredPhoto } from './measured-photo';
import type { PhotoResultProps } from './photo-quiz-page';
import { PhotoNotices } from './photo-notices';
import { ExplanationList, ScoreBars } from './score-sections';
import { faceRatingTypePages } from './photo-type-pages';

interface FaceRatingResultProps extends PhotoResultProps<FaceRating> {
  content: Pick<AiFaceRatingContent, 'labels' | 'bands' | 'parts' | 'reasons'>;
  /** The site's public origin: the shared link is the band's page there, never the photo or the visitor's own score. */
  publicOrigin: string;
}

/** The spec's colour bands (90+, 85+, 80+, 75+, below 75), every one of them warm. */
const bandColours: Readonly<Record<RatingBand, string>> = {
  radiant: 'from-amber-400 to-pink-500',
  striking: 'from-pink-400 to-fuchsia-500',
  charming: 'from-fuchsia-400 to-violet-500',
  appealing: 'from-violet-400 to-sky-500',
  natural: 'from-sky-400 to-emerald-500',
};

export function FaceRatingResult({ name, gender, photoUrl, outcome, content, publicOrigin, onUploadAgain, onChooseFace }: FaceRatingResultProps) {
  const { t } = useTranslation();
  const { language, localize } = usePageLanguage();
  const { integer } = useNumberFormat();
  const describeReason = (reason: RatingReason) => describeRatingReason(content.reasons, reason, language);
  const rating = outcome.result;
  const band = content.bands[rating.band];
  const shareBand = { type: rating.band, gender };
  return (
    <div className="space-y-5" data-rating-score={rating.overall} data-rating-band={rating.band}>
      <section className="card space-y-3 text-center">
        <p className="text-sm font-semibold text-muted">{content.labels.resultOf.replace('{name}', name)}</p>
        <MeasuredPhoto photoUrl={photoUrl} mesh={outcome.mesh} imageSize={outcome.imageSize} measured={rating.reasons.map((reason) => reason.factor).filter(isFaceMeasurementName)} box={outcome.box} faceBoxes={outcome.faceBoxes} onChooseFace={onChooseFace} />
        {/* "82 / 100" reads left to right in every language, Arabic included. */}
        <p dir="ltr" className={`mx-auto w-fit rounded-3xl bg-gradient-to-r px-6 py-2 text-white ${bandColours[rating.band]}`}>
          <span className="text-5xl font-extrabold tabular-nums">{integer(rating.overall)}</span> <span className="text-lg font-semibold">/ {integer(100)}</span>
        </p>
        <p className="text-2xl text-amber-500" role="img" aria-label={`${integer(rating.stars)} / ${integer(5)}`}>
          {'★'.repeat(rating.stars)}
          <span className="text-slate-300 dark:text-slate-600">{'★'.repeat(5 - rating.stars)}</span>
        </p>
        <h2 className="text-2xl font-extrabold">{band.title[gender]}</h2>
        <p>{band.description[gender]}</p>
      </section>
      <PhotoNotices faceBoxes={outcome.faceBoxes} chosenBy={outcome.chosenBy} />
      <ScoreBars
        title={content.labels.partsTitle}
        rows={ratingParts.map((part) => ({ key: part, label: content.parts[part], score: rating.detailedScores[part], maximum: ratingPartMaxima[part] }))}
      />
      <ExplanationList
        title={content.labels.whyTitle}
        note={content.labels.whyNote}
        rows={rating.reasons.map((reason) => ({
          key: reason.part,
          label: content.parts[reason.part],
          emoji: reason.direction === 'close' ? '👍' : '✨',
          text: describeReason(reason),
          feature: reason.factor,
          direction: reason.direction,
        }))}
      />
      <p className="text-center text-sm text-muted">
        <span aria-hidden="true">💛</span> {content.labels.kindNote}
      </p>
      <p className="text-center text-sm text-muted">
        <span aria-hidden="true">🔒</span> {t('photo.privacyNote')}
      </p>
      <ShareButton
        target={{
          url: `${publicOrigin}${localize(faceRatingTypePages.buildPath(shareBand))}`,
          title: `${ratingBandEmoji[rating.band]} ${band.title[gender]} ${integer(rating.overall)} / ${integer(100)}`,
          imageUrl: buildShareImagePath({ language, quiz: 'ai-face-rating', key: faceRatingTypePages.buildShareKey(shareBand) }),
        }}
      />
      <button type="button" className="button-secondary w-full" onClick={onUploadAgain}>
        {t('photo.uploadAgain')}
      </button>
    </div>
  );
}
