import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NameGenderForm } from '../../components/name-gender-form';
import { usePageLanguage } from '../../shell/use-page-language';
import { writeStored } from '../../shell/browser-storage';
import { progressStore, storageKeys } from './egen-teto-storage';

/** The egen/teto intro form: stores the name as user-name and starts a new run at /test/{gender}. */
export function EgenTetoIntroForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { localize } = usePageLanguage();
  return (
    <NameGenderForm
      storedNameKey={storageKeys.userName}
      note={t('egenTeto.duration')}
      onStart={(name, gender) => {
        writeStored('local', storageKeys.userName, name);
        // A new run starts from the first question; a reload during a run resumes instead.
        progressStore.set(null);
        void navigate(localize(`/test/${gender}`));
      }}
    />
  );
}
