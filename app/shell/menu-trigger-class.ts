/** The menu button's look, shared by the placeholder button and the loaded dropdown's trigger. */
export const menuTriggerClass =
  'grid size-11 place-items-center rounded-full bg-white text-xl shadow-sm ring-1 ring-brand-100 dark:bg-slate-900 dark:ring-slate-700';
