import { type ReactNode, createContext, useCallback, useContext } from "react";
import { useLocation } from "react-router";
import type { Dictionary } from "~/content/dictionary";
import { whatsappLink } from "~/content/site";
import { type Lang, langOf, localise } from "./languages";

const DictionaryContext = createContext<Dictionary | null>(null);

/** Gives the page's components its language's interface words (the language layout does this). */
export function DictionaryProvider({ dictionary, children }: { dictionary: Dictionary; children?: ReactNode }) {
  return <DictionaryContext value={dictionary}>{children}</DictionaryContext>;
}

/** The interface words of the page's language. */
export function useDictionary(): Dictionary {
  const dictionary = useContext(DictionaryContext);
  if (!dictionary) throw new Error("useDictionary: no DictionaryProvider above this component");
  return dictionary;
}

/** The language of the page shown, from its address. */
export function useLang(): Lang {
  return langOf(useLocation().pathname);
}

/** Turns an English path into the same page in the shown page's language. */
export function useLocalise(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => localise(path, lang), [lang]);
}

/** A link that opens a WhatsApp chat with the provider, greeting it in the page's language. */
export function useWhatsappHref(): string {
  return whatsappLink(useDictionary().site.whatsappGreeting);
}
