import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GenderChoice, NameField, type Gender } from '../../components/name-gender-form';
import { maximumPhotoBytes } from '../../../shared/photo/face-engine-config';
import { useToast } from '../../shell/toast';
import { EngineProgressBar } from './engine-progress-bar';
import { acceptableTextOrEmpty } from '../../../shared/contracts/visible-text';

/** What the visitor entered, kept by the page while the form is replaced by the analysis or a result. */
export interface PhotoDraft {
  name: string;
  gender: Gender;
  photo: File | null;
}

interface PhotoUploadFormProps {
  draft: PhotoDraft;
  onDraftChange(draft: PhotoDraft): void;
  /** Why the last photo could not be read, shown beside it until another is chosen. */
  refusal?: { title: string; message: string };
  /** The quiz's own words for the main button. */
  analyzeLabel: string;
  /** The page's reason in the "please upload a photo" toast (spec: page-specific). */
  photoRequiredMessage: string;
  /** Called the first time the visitor starts on the form: the engine starts loading then, not with the page. */
  onWarmUp(): void;
  onAnalyze(name: string, gender: Gender, photo: File): void;
}

/**
 * Name, gender (female by default) and a photo (docs/spec/quizzes-and-photo.md §5). The analyse button is shown disabled until
 * there are a name and a photo; while an analysis runs the analysing screen replaces the form.
 */
export function PhotoUploadForm({ draft, onDraftChange, refusal, analyzeLabel, photoRequiredMessage, onWarmUp, onAnalyze }: PhotoUploadFormProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  const photoId = useId();
  const { name, gender, photo } = draft;
  const setName = (value: string) => onDraftChange({ ...draft, name: value });
  const setGender = (value: Gender) => onDraftChange({ ...draft, gender: value });
  const setPhoto = (value: File) => onDraftChange({ ...draft, photo: value });
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choosePhoto(file: File | undefined) {
    onWarmUp();
    if (!file) return;
    if (file.size > maximumPhotoBytes) {
      showToast({ title: t('photo.fileTooLargeTitle'), description: t('photo.fileTooLargeMessage'), tone: 'destructive' });
      return;
    }
    setPhoto(file);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = acceptableTextOrEmpty(name);
    if (!trimmed) return showToast({ title: t('photo.nameRequiredTitle'), description: t('photo.nameRequiredMessage'), tone: 'destructive' });
    if (!photo) return showToast({ title: t('photo.photoRequiredTitle'), description: photoRequiredMessage, tone: 'destructive' });
    onAnalyze(trimmed, gender, photo);
  }

  return (
    // Focus anywhere in the form (React's focus events bubble) starts loading the engine.
    <form onSubmit={submit} onFocus={onWarmUp} className="card space-y-5" noValidate>
      <NameField label={t('photo.nameLabel')} placeholder={t('photo.namePlaceholder')} value={name} onChange={setName} />
      <GenderChoice legend={t('photo.genderLabel')} value={gender} onChange={setGender} />
      <div className="space-y-2">
        <span className="block font-semibold">{t('photo.photoLabel')}</span>
        {/* Above the refused photo, so the reason and the photo are on the screen together. */}
        {refusal && (
          <div role="alert" className="rounded-2xl border border-rose-300 bg-rose-50 p-3 text-sm text-rose-900 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-100" data-photo-refusal>
            <p className="font-bold">{refusal.title}</p>
            <p>{refusal.message}</p>
          </div>
        )}
        {preview && <img src={preview} alt="" className="mx-auto max-h-64 rounded-2xl object-contain" />}
        <label htmlFor={photoId} className="button-secondary block w-full cursor-pointer text-center">
          {photo ? t('photo.changePhoto') : t('photo.choosePhoto')}
        </label>
        <input id={photoId} type="file" accept="image/*" className="sr-only" onChange={(event) => choosePhoto(event.target.files?.[0])} />
        <p className="text-sm text-muted">{t('photo.photoHint')}</p>
      </div>
      {/* Looks disabled until name and photo are there, yet a tap says what is missing (the spec's toasts). */}
      <button type="submit" className="button-primary w-full text-lg aria-disabled:opacity-50" aria-disabled={!acceptableTextOrEmpty(name) || !photo}>
        {analyzeLabel}
      </button>
      <EngineProgressBar />
      <p className="text-center text-sm text-muted">
        <span aria-hidden="true">🔒</span> {t('photo.privacyNote')}
      </p>
    </form>
  );
}
