/**
 * What the whole site knows about a quiz without loading its questions or text: its catalogue card, its paths
 * and how it is scored. Each quiz folder exports one; `quiz-manifests.ts` lists them, and the catalogue, the
 * routes, the home menu, the result redirects, the share cards and the related tests all derive from that list.
 * Kept small on purpose: every page's first-load script carries it.
 */
export const testCategories = ['personality', 'animal-face', 'dating', 'relationships', 'fun', 'ai'] as const;
export type TestCategory = (typeof testCategories)[number];

/** Server ids of the saved quizzes (spec: 1 personality ... 6 spirit animal). The photo quizzes have none. */
export const testTypeIds = [1, 2, 3, 4, 5, 6] as const;
export type TestTypeId = (typeof testTypeIds)[number];

export function isTestTypeId(value: unknown): value is TestTypeId {
  return typeof value === 'number' && (testTypeIds as readonly number[]).includes(value);
}

interface ManifestBase<Id extends string> {
  /** Also the key of the quiz's name and description in the message catalogs (`tests.{id}`). */
  id: Id;
  emoji: string;
  categories: readonly TestCategory[];
  estimatedMinutes: number;
  isNew: boolean;
  isPopular: boolean;
  /** Place in the home menu's short list of popular tests, or none. */
  menuRank?: number;
  /** The intro page, without language prefix; `aliases` reach the same page. */
  path: string;
  aliases?: readonly string[];
}

/** The egen/teto test: its own questions page (/test/:gender) and result page (/result/:sessionId). */
export interface EgenTetoManifest<Id extends string = string> extends ManifestBase<Id> {
  kind: 'egen-teto';
  testTypeId: TestTypeId;
}

/** A "one option per question" quiz: /{slug}-test, /{slug}-result/:type and /{slug}-types. */
export interface ChoiceQuizManifest<Id extends string = string> extends ManifestBase<Id> {
  kind: 'choice';
  testTypeId: TestTypeId;
  /** Result route prefix; the result type follows as the last segment. */
  resultPath: string;
  /** The page listing every result of the quiz, each linking to its result page (decision 0032). */
  typesPath: string;
  /** The result shown when the route has no type (spec: ENFP, loyal, eagle); null: "result not found". */
  defaultResult: string | null;
}

/** A photo quiz: /{slug}; the route shows the "coming soon" notice until the web app names its page. */
export interface PhotoQuizManifest<Id extends string = string> extends ManifestBase<Id> {
  kind: 'photo';
  testTypeId: null;
  /** A page per result type (/{slug}-result/:type), shared instead of the photo; null when results have no types. */
  resultPath: string | null;
}

/** The catalogue badges and the default result are the exception: a quiz states them only when it has them. */
type WithDefaults<Manifest, Derived extends keyof Manifest, Optional extends keyof Manifest> = Omit<Manifest, Derived | Optional | 'isNew' | 'isPopular'> &
  Partial<Pick<Manifest, Optional>> & { isNew?: boolean; isPopular?: boolean };

/** A choice quiz's manifest from its slug: /{slug}-test, /{slug}-result. */
export function defineChoiceQuizManifest<Id extends string>(
  manifest: WithDefaults<ChoiceQuizManifest<Id>, 'kind' | 'path' | 'resultPath' | 'typesPath', 'defaultResult'>,
): ChoiceQuizManifest<Id> {
  return {
    kind: 'choice',
    isNew: false,
    isPopular: false,
    defaultResult: null,
    ...manifest,
    path: `/${manifest.id}-test`,
    resultPath: `/${manifest.id}-result`,
    typesPath: `/${manifest.id}-types`,
  };
}

/** A photo quiz's manifest: /{slug}, no saved results; /{slug}-result/:type when its results are types. */
export function definePhotoQuizManifest<Id extends string>(
  { withTypePages = false, ...manifest }: WithDefaults<PhotoQuizManifest<Id>, 'kind' | 'path' | 'testTypeId' | 'resultPath', never> & { withTypePages?: boolean },
): PhotoQuizManifest<Id> {
  const resultPath = withTypePages ? `/${manifest.id}-result` : null;
  return { kind: 'photo', testTypeId: null, isNew: false, isPopular: false, ...manifest, path: `/${manifest.id}`, resultPath };
}
