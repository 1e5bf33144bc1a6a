import type { LanguageCode } from '../../../domain/languages';
import { formatPercentage } from '../../../domain/text/format-number';
import { animalProfiles, animalStructure } from '../../../domain/quizzes/animal/animal-structure';
import { animalContents } from '../../../domain/quizzes/animal/content';
import { bestFriendProfiles, bestFriendStructure } from '../../../domain/quizzes/best-friend/best-friend-structure';
import { bestFriendContents } from '../../../domain/quizzes/best-friend/content';
import type { ChoiceQuizStructure } from '../../../domain/quizzes/choice-quiz';
import type { ChoiceQuizContent } from '../../../domain/quizzes/content-schema';
import { mbtiLoveContents } from '../../../domain/quizzes/mbti-love/content';
import { mbtiLoveProfiles, mbtiLoveStructure, type MbtiType } from '../../../domain/quizzes/mbti-love/mbti-love-structure';
import { spiritAnimalContents } from '../../../domain/quizzes/spirit-animal/content';
import { spiritAnimalProfiles, spiritAnimalStructure } from '../../../domain/quizzes/spirit-animal/spirit-animal-structure';
import { thinkingFeelingContents } from '../../../domain/quizzes/thinking-feeling/content';
import { thinkingFeelingProfiles, thinkingFeelingStructure } from '../../../domain/quizzes/thinking-feeling/thinking-feeling-structure';
import type { QuestionForPage } from '../../components/question-types';
import type { ChoiceQuizId } from './choice-quizzes';
import type { ChoiceResultView, ResultSectionView } from './choice-result-view';

const structures: Record<ChoiceQuizId, ChoiceQuizStructure<string>> = {
  animal: animalStructure,
  'mbti-love': mbtiLoveStructure,
  'thinking-feeling': thinkingFeelingStructure,
  'best-friend': bestFriendStructure,
  'spirit-animal': spiritAnimalStructure,
};

const contents: Record<ChoiceQuizId, Record<LanguageCode, unknown>> = {
  animal: animalContents,
  'mbti-love': mbtiLoveContents,
  'thinking-feeling': thinkingFeelingContents,
  'best-friend': bestFriendContents,
  'spirit-animal': spiritAnimalContents,
};

function contentOf(quiz: ChoiceQuizId, language: LanguageCode): ChoiceQuizContent<Record<string, unknown>> {
  return contents[quiz][language] as ChoiceQuizContent<Record<string, unknown>>;
}

/** Server only: the quiz page gets its own language's texts, and the names the recent list labels results with. */
export function loadChoiceQuizPage(quiz: ChoiceQuizId, language: LanguageCode) {
  const content = contentOf(quiz, language);
  const questions: QuestionForPage[] = structures[quiz].questions.map((question) => {
    const text = content.questions[question.id]!;
    return { id: question.id, emoji: question.emoji, text: text.text, options: question.options.map((option) => ({ id: option.id, text: text.options[option.id]! })) };
  });
  const resultLabels = Object.fromEntries(
    Object.entries(content.profiles).map(([key, profile]) => [key, quiz === 'mbti-love' ? withTypeCode(key, profile.title) : String(profile.name ?? profile.title)]),
  );
  return { page: content.page, questions, resultLabels };
}

/** The result page of one type in one language, or null for a type the quiz does not have. */
export function describeChoiceResult(quiz: ChoiceQuizId, language: LanguageCode, type: string, percentage: number): ChoiceResultView | null {
  const content = contentOf(quiz, language);
  if (!Object.hasOwn(content.profiles, type)) return null;
  const describe = { animal: describeAnimal, 'mbti-love': describeMbtiLove, 'thinking-feeling': describeThinkingFeeling, 'best-friend': describeBestFriend, 'spirit-animal': describeSpiritAnimal }[quiz];
  return describe(content, type, percentage, language);
}

type Describe = (content: ChoiceQuizContent<Record<string, unknown>>, type: string, percentage: number, language: LanguageCode) => ChoiceResultView;

/** Love-MBTI titles are written without their code: the page shows it in the badge, other places prefix it once. */
const withTypeCode = (type: string, title: unknown) => `${type} · ${String(title)}`;

const text = (value: unknown) => String(value);
const list = (value: unknown) => (value as string[]).map(String);

const describeAnimal: Describe = (content, type) => {
  const profile = content.profiles[type]!;
  const { emoji, compatibility } = animalProfiles[type as keyof typeof animalProfiles];
  return {
    type,
    emoji,
    title: text(profile.title),
    shareTitle: text(profile.title),
    description: text(profile.description),
    badges: list(profile.traits),
    sections: [
      { kind: 'text', heading: 'quiz.matchingPersonality', text: text(profile.matchingPersonality) },
      { kind: 'links', heading: 'quiz.compatibleAnimals', items: compatibility.map((key) => ({ key, emoji: animalProfiles[key].emoji, label: text(content.profiles[key]!.name) })) },
    ],
  };
};

const describeMbtiLove: Describe = (content, type) => {
  const profile = content.profiles[type]!;
  const { emoji, compatibility } = mbtiLoveProfiles[type as MbtiType];
  return {
    type,
    emoji,
    badge: type,
    title: text(profile.title),
    shareTitle: withTypeCode(type, profile.title),
    description: text(profile.description),
    sections: [
      { kind: 'text', heading: 'quiz.loveStyle', text: text(profile.loveStyle) },
      { kind: 'list', heading: 'result.strengths', items: list(profile.strengths) },
      { kind: 'list', heading: 'quiz.weaknesses', items: list(profile.weaknesses) },
      { kind: 'links', heading: 'quiz.compatibleTypes', items: compatibility.map((key) => ({ key, emoji: mbtiLoveProfiles[key].emoji, label: withTypeCode(key, content.profiles[key]!.title) })) },
      { kind: 'text', heading: 'result.advice', text: text(profile.advice) },
    ],
  };
};

const describeThinkingFeeling: Describe = (content, type, percentage, language) => {
  const profile = content.profiles[type]!;
  const thinking = type === 'T' ? percentage : 100 - percentage;
  const sections: ResultSectionView[] = [
    { kind: 'split', heading: 'quiz.tfSplit', first: { label: 'quiz.thinking', percentage: thinking }, second: { label: 'quiz.feeling', percentage: 100 - thinking } },
    { kind: 'list', heading: 'result.strengths', items: list(profile.strengths) },
    { kind: 'list', heading: 'quiz.weaknesses', items: list(profile.weaknesses) },
    { kind: 'text', heading: 'result.advice', text: text(profile.advice) },
  ];
  return { type, emoji: thinkingFeelingProfiles[type as 'T' | 'F'].emoji, badge: `${type} ${formatPercentage(percentage, language)}`, title: text(profile.title), shareTitle: text(profile.title), description: text(profile.description), badges: list(profile.traits), sections };
};

const describeBestFriend: Describe = (content, type) => {
  const profile = content.profiles[type]!;
  const { emoji, compatibility } = bestFriendProfiles[type as keyof typeof bestFriendProfiles];
  return {
    type,
    emoji,
    title: text(profile.title),
    shareTitle: text(profile.title),
    description: text(profile.description),
    badges: list(profile.traits),
    sections: [
      { kind: 'text', heading: 'quiz.friendshipStyle', text: text(profile.friendshipStyle) },
      { kind: 'links', heading: 'quiz.compatibleFriends', items: compatibility.map((key) => ({ key, emoji: bestFriendProfiles[key].emoji, label: text(content.profiles[key]!.name) })) },
      { kind: 'text', heading: 'result.advice', text: text(profile.advice) },
    ],
  };
};

const describeSpiritAnimal: Describe = (content, type) => {
  const profile = content.profiles[type]!;
  const { emoji, luckyNumber } = spiritAnimalProfiles[type as keyof typeof spiritAnimalProfiles];
  return {
    type,
    emoji,
    title: text(profile.title),
    shareTitle: text(profile.title),
    description: text(profile.description),
    sections: [
      { kind: 'list', heading: 'quiz.powers', items: list(profile.powers) },
      { kind: 'text', heading: 'quiz.personality', text: text(profile.personality) },
      { kind: 'facts', items: [{ label: 'quiz.luckyColor', value: text(profile.luckyColor) }, { label: 'quiz.luckyNumber', value: String(luckyNumber) }] },
      { kind: 'text', heading: 'quiz.message', text: text(profile.message) },
    ],
  };
};
