import { type ReactNode, createContext, useContext } from "react";
import type { careGuide, questions, serviceNames, timeSuggestions, topics } from "~/content/care-guide";
import type { Translation } from "~/i18n/translation";

/**
 * The guide's words in the page's language, as the care-guide routes load them at build time:
 * the questions and their answers, the screens' words, the services' names and the suggestions.
 * The answers' values, the slugs and the service paths are the same in every language.
 */
export interface GuideContent {
  questions: Translation<typeof questions>;
  careGuide: Translation<typeof careGuide>;
  serviceNames: Translation<typeof serviceNames>;
  timeSuggestions: Translation<typeof timeSuggestions>;
  topics: Translation<typeof topics>;
}

const GuideContext = createContext<GuideContent | null>(null);

export function GuideContentProvider({ content, children }: { content: GuideContent; children: ReactNode }) {
  return <GuideContext value={content}>{children}</GuideContext>;
}

export function useGuideContent(): GuideContent {
  const content = useContext(GuideContext);
  if (!content) throw new Error("useGuideContent: no GuideContentProvider above this component");
  return content;
}
