import type { Messages } from './messages.server';

/**
 * Every `t('…')` key is checked against the Korean catalog, the source the other eight translate (a unit test proves
 * they share its keys), with the quiz cards the server adds (`tests.{id}`): a misspelt key fails `npm run typecheck`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
