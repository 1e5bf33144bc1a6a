import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { languageCodes, languages, localizePath } from '../../domain/languages';
import { listMenuQuizzes } from '../../domain/quizzes/quiz-manifests';
import { menuTriggerClass } from './menu-trigger-class';
import { languageStorageKey, usePageLanguage } from './use-page-language';

const popularTests = listMenuQuizzes();

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-100 dark:data-[highlighted]:bg-slate-800';

/** Top-left menu (docs/spec/core.md §2): home, popular tests, and a three-column language grid. */
export default function HomeMenuDropdown({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const { language, cleanPath, localize } = usePageLanguage();
  const { search } = useLocation();
  return (
    // Non-modal: a modal menu marks the page aria-hidden while its links stay focusable (axe: aria-hidden-focus).
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={menuTriggerClass} aria-label={t('menu.open')}>
        <span aria-hidden="true">☰</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl bg-white p-2 shadow-xl ring-1 ring-brand-100 dark:bg-slate-900 dark:ring-slate-700"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={localize('/')}>
              <span aria-hidden="true">🏠</span> {t('menu.home')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-brand-100 dark:bg-slate-800" />
          <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-muted">{t('menu.popular')}</DropdownMenu.Label>
          {popularTests.map((test) => (
            <DropdownMenu.Item key={test.id} asChild className={itemClass}>
              <Link to={localize(test.path)}>{t(`tests.${test.id}.name`)}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-brand-100 dark:bg-slate-800" />
          <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-muted">{t('menu.languages')}</DropdownMenu.Label>
          <div className="grid grid-cols-3 gap-1">
            {languageCodes.map((code) => (
              <DropdownMenu.Item key={code} asChild className={`${itemClass} flex-col gap-0.5 px-1 text-center text-xs`}>
                <Link
                  to={`${localizePath(cleanPath, code)}${search}`}
                  lang={code}
                  hrefLang={code}
                  aria-current={code === language ? 'true' : undefined}
                  className="aria-[current=true]:bg-brand-100 aria-[current=true]:font-bold aria-[current=true]:ring-2 aria-[current=true]:ring-brand-500 dark:aria-[current=true]:bg-slate-700"
                  onClick={() => localStorage.setItem(languageStorageKey, code)}
                >
                  <span aria-hidden="true" className="text-lg">
                    {languages[code].flag}
                  </span>
                  {languages[code].nativeName}
                </Link>
              </DropdownMenu.Item>
            ))}
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
