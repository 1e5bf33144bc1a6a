import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredValue } from '../shell/browser-storage';
import { acceptableTextOrEmpty } from '../../shared/contracts/visible-text';

import type { Gender } from '../../domain/gender';

export type { Gender };

interface NameGenderFormProps {
  /** Local-storage key of the last name used, offered again until the visitor types another. */
  storedNameKey: string;
  /** Shown under the start button at all times (the duration note): visitors decide on it before typing. */
  note: string;
  /** Called with the trimmed name; the caller stores it and starts its quiz. */
  onStart(name: string, gender: Gender): void;
}

/** Name and gender, both required before the start button works (docs/spec/core.md §5, docs/spec/quizzes-and-photo.md §5). */
export function NameGenderForm({ storedNameKey, note, onStart }: NameGenderFormProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const storedName = useStoredValue('local', storedNameKey);
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? storedName ?? '';
  const [gender, setGender] = useState<Gender | null>(null);
  // Between the tap and the first question (its code may still be on its way on a slow phone): the button says so.
  const [starting, setStarting] = useState(false);

  const trimmedName = acceptableTextOrEmpty(name);
  const missing = [!trimmedName && t('egenTeto.nameRequired'), !gender && t('egenTeto.genderRequired')].filter(Boolean);

  function start(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Shown disabled, yet tappable (aria-disabled): a tap says what is missing (the live line) and goes to the name.
    if (!trimmedName) event.currentTarget.querySelector('input')?.focus();
    if (!trimmedName || !gender || starting) return;
    setStarting(true);
    onStart(trimmedName, gender);
  }

  return (
    <form onSubmit={start} className="card space-y-5" noValidate>
      <NameField label={t('egenTeto.nameLabel')} placeholder={t('egenTeto.namePlaceholder')} value={name} onChange={setName} />
      <GenderChoice legend={t('egenTeto.genderLabel')} value={gender} onChange={setGender} />
      <button
        type="submit"
        className="button-primary w-full text-lg aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:shadow-none"
        aria-disabled={missing.length > 0}
        aria-busy={starting}
        aria-describedby={hintId}
      >
        {starting && (
          <span className="inline-block animate-spin motion-reduce:animate-none" aria-hidden="true" data-starting>
            ⏳
          </span>
        )}
        {t('egenTeto.start')}
      </button>
      <div id={hintId} className="space-y-1 text-center text-sm">
        <p className="text-muted">
          <span aria-hidden="true">⏱️</span> {note}
        </p>
        <p className="min-h-5 text-muted" aria-live="polite">
          {/* A no-break space before the dot: no line starts with it (decision 0041). */}
          {missing.join('\u00a0· ')}
        </p>
      </div>
    </form>
  );
}

interface NameFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}

/** The visitor's name (20 characters at most, docs/spec/product-rules.md D3), as every quiz form asks for it. */
export function NameField({ label, placeholder, value, onChange }: NameFieldProps) {
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={20}
        autoComplete="nickname"
        placeholder={placeholder}
        className="w-full rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 text-lg outline-none focus:border-brand-400 dark:border-slate-700 dark:bg-slate-950"
      />
    </div>
  );
}

interface GenderChoiceProps {
  legend: string;
  value: Gender | null;
  onChange(gender: Gender): void;
}

/** Two toggle buttons, one pressed: the gender the results address. */
export function GenderChoice({ legend, value, onChange }: GenderChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {(['male', 'female'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className="min-h-12 rounded-2xl border-2 border-brand-100 bg-white px-4 py-3 font-semibold transition aria-pressed:border-brand-500 aria-pressed:bg-brand-100 dark:border-slate-700 dark:bg-slate-900 dark:aria-pressed:bg-slate-800 motion-reduce:transition-none"
          >
            <span aria-hidden="true">{option === 'male' ? '🙋‍♂️' : '🙋‍♀️'}</span> {t(`common.${option}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
