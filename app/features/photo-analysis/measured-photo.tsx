import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { measurementSegments, type FaceMeasurementName, type MeshPoint } from '../../../domain/face/measure-face';
import type { FaceBox } from '../../../domain/face/read-detection';
import type { FacePoint } from './analyze-on-device.client';

interface MeasuredPhotoProps {
  photoUrl: string;
  mesh: readonly MeshPoint[];
  imageSize: { width: number; height: number };
  /** The measurements the result explains itself by, drawn as lines. */
  measured: readonly FaceMeasurementName[];
  /** The measured face's box and every face's box: in a group photo the others are buttons. */
  box: FaceBox;
  faceBoxes: readonly FaceBox[];
  onChooseFace(point: FacePoint): void;
}

/**
 * The visitor's photo with what was measured on it: the face mesh as dots and the explaining measurements as
 * lines, in the analysed image's pixels (same aspect as the photo shown), which a toggle hides. In a group photo
 * every other face is a dashed frame to tap: that face is analysed instead.
 */
export function MeasuredPhoto({ photoUrl, mesh, imageSize, measured, box, faceBoxes, onChooseFace }: MeasuredPhotoProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(true);
  const dot = Math.max(imageSize.width, imageSize.height) / 320;
  return (
    <figure className="space-y-2">
      <div className="relative mx-auto w-fit">
        <img src={photoUrl} alt="" className="block max-h-64 rounded-2xl" />
        {shown && (
          <svg className="absolute inset-0 h-full w-full" viewBox={`0 0 ${imageSize.width} ${imageSize.height}`} aria-hidden="true" data-measurement-overlay>
            {/* One path of round dots (zero-length strokes), not 468 elements: the result appears a frame sooner. */}
            <path d={mesh.map(([x, y]) => `M${x} ${y}h0`).join('')} strokeWidth={dot * 2} strokeLinecap="round" className="stroke-white/70" data-mesh-points={mesh.length} />
            {measured.flatMap((measurement) =>
              measurementSegments[measurement].map(([from, to]) => (
                <line
                  key={`${measurement}-${from}-${to}`}
                  x1={mesh[from]![0]}
                  y1={mesh[from]![1]}
                  x2={mesh[to]![0]}
                  y2={mesh[to]![1]}
                  strokeWidth={dot * 1.5}
                  strokeLinecap="round"
                  className="stroke-brand-500"
                />
              )),
            )}
          </svg>
        )}
        {faceBoxes
          .filter((other) => other.some((value, index) => value !== box[index]))
          .map(([x, y, width, height]) => (
            <button
              key={`${x}-${y}`}
              type="button"
              className="absolute rounded-xl border-2 border-dashed border-white/90 bg-white/10 shadow focus-visible:outline focus-visible:outline-4 focus-visible:outline-brand-500"
              style={{
                left: `${(x / imageSize.width) * 100}%`,
                top: `${(y / imageSize.height) * 100}%`,
                width: `${(width / imageSize.width) * 100}%`,
                height: `${(height / imageSize.height) * 100}%`,
              }}
              aria-label={t('photo.chooseFace')}
              data-choose-face
              onClick={() => onChooseFace({ x: x + width / 2, y: y + height / 2 })}
            />
          ))}
      </div>
      <button type="button" className="mx-auto block text-sm font-semibold text-brand-700 underline dark:text-brand-400" aria-pressed={shown} onClick={() => setShown(!shown)}>
        {shown ? t('photo.hideLandmarks') : t('photo.showLandmarks')}
      </button>
    </figure>
  );
}
