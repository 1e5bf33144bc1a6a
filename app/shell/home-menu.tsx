import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTriggerClass } from './menu-trigger-class';

const HomeMenuDropdown = lazy(() => import('./home-menu-dropdown'));

/**
 * The menu's code (Radix dropdown with its positioning) is fetched on first use: every page shows the button,
 * few visitors open it, and first-load JavaScript has a budget (140 KB gzip, decision 0011).
 */
export function HomeMenu() {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className={menuTriggerClass}
      aria-label={t('menu.open')}
      aria-haspopup="menu"
      onClick={() => {
        setRequested(true);
        setOpen(true);
      }}
      // Hovering or focusing the button starts the download, so the click rarely waits for it.
      onPointerEnter={() => void import('./home-menu-dropdown')}
      onFocus={() => void import('./home-menu-dropdown')}
    >
      <span aria-hidden="true">☰</span>
    </button>
  );
  if (!requested) return button;
  return (
    <Suspense fallback={button}>
      <HomeMenuDropdown open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
