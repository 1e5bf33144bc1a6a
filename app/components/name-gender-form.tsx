import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredValue } from '../shell/browser-storage';

export type Gender = 'male' | 'female';

interface NameGenderFormProps {
  /** Local-storage key of the last name used, offered again until the visitor types another. */
  storedNameKey: string;
  /** Shown under the start button at all times (the duration note): visitors decide on it before typing. */
  note: string;
  /** Called with the trimmed name; the caller stores it and starts its quiz. */
  onStart(name: string, gender: Gender): void;
}

/** Name and gender, both required before the start button works (spec-core section 5, spec-quizzes section 5). */
export function NameGenderForm({ storedNameKey, note, onStart }: NameGenderFormProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const hintId = useId();
  const storedName = useStoredValue('local', storedNameKey);
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? storedName ?? '';
  const [gender, setGender] = useState<Gender | null>(null);

  const trimmedName = name.trim();
  const missing = [!trimmedName && t('egenTeto.nameRequired'), !gender && t('egenTeto.genderRequired')].filter(Boolean);

  function start(event: React.FormEvent) {
    event.preventDefault();
    if (!trimmedName || !gender) return;
    onStart(trimmedName, gender);
  }

  return (
    <form onSubmit={start} className="card space-y-5" noValidate>
      <div className="space-y-2">
        <label htmlFor={nameId} className="block font-semibold">
          {t('egenTeto.nameLabel')}
        </label>
        <input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={20}
          autoComplete="nickname"
          placeholder={t('egenTeto.namePlaceholder')}
          className="w-full rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 text-lg outline-none focus:border-brand-400 dark:border-slate-700 dark:bg-slate-950"
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t('egenTeto.genderLabel')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {(['male', 'female'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={gender === option}
              onClick={() => setGender(option)}
              className="min-h-12 rounded-2xl border-2 border-brand-100 bg-white px-4 py-3 font-semibold transition aria-pressed:border-brand-500 aria-pressed:bg-brand-100 dark:border-slate-700 dark:bg-slate-900 dark:aria-pressed:bg-slate-800 motion-reduce:transition-none"
            >
              <span aria-hidden="true">{option === 'male' ? '🙋‍♂️' : '🙋‍♀️'}</span> {t(`common.${option}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button-primary w-full text-lg" disabled={missing.length > 0} aria-describedby={hintId}>
        {t('egenTeto.start')}
      </button>
      <div id={hintId} className="space-y-1 text-center text-sm">
        <p className="text-muted">
          <span aria-hidden="true">⏱️</span> {note}
        </p>
        <p className="min-h-5 text-muted" aria-live="polite">
          {missing.join(' · ')}
        </p>
      </div>
    </form>
  );
}
