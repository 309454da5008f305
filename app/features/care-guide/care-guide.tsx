/**
 * The care guide: one question per screen, then the services families in a similar situation
 * often start with. The answers live in this tab's session storage only; nothing here makes a
 * request, and the address never changes while the guide is answered.
 */
import { type FormEvent, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SafetyNote } from "~/components/sections/safety-note";
import { SectionLink } from "~/components/ui/consultation-link";
import { Icon } from "~/components/ui/icon";
import { Message, type MessageTags } from "~/components/ui/message";
import type { StepId } from "~/content/care-guide";
import { useGuideContent } from "./content";
import { formatNumber } from "~/i18n/format";
import { useLang } from "~/i18n/context";
import { fill } from "~/i18n/markers";
import { prefillMessage } from "~/features/contact/prefill";
import { cn } from "~/lib/cn";
import {
  type PartialAnswers,
  type Progress,
  QUESTION_COUNT,
  STORAGE_KEY,
  completed,
  nextStep,
  previousStep,
  questionNumber,
  readProgress,
} from "./progress";
import { type GuideAnswers, choiceOf, consultationMessage, recommend, safetyNoteOf, topicOf } from "./recommend";
import { NextLinks, SuggestionList } from "./suggestion-list";
import { HeldNote, NoScriptDefault, holdUntil, useHeldPress } from "~/lib/held-press";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The saved progress is the guide's state: session storage is read on every render (a string,
 * so an unchanged entry is the same snapshot), and each change is written there first. The
 * prerendered page and the first render show the first question; then the saved step appears.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readSaved(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // blocked storage holds nothing
  }
}

function save(progress: Progress | null) {
  try {
    if (progress) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(progress));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage: the guide cannot keep its place. It still shows the first question.
  }
  for (const listener of listeners) listener();
}

/** The bar's filled share for each question number; classes, so no inline style is needed. */
const barWidths = ["w-0", "w-1/4", "w-2/4", "w-3/4", "w-full"] as const;

/** A sentence's words in <spoken>, for screen readers only (the error's "Error:"). */
const spokenOnly: MessageTags = { spoken: <span className="sr-only" /> };

/** The guide's heading that takes focus: clear of the sticky header when scrolled to. */
const focusHeading = "scroll-mt-32 text-3xl focus:outline-none focus-visible:outline-none";

export function CareGuide() {
  const saved = useSyncExternalStore(subscribe, readSaved, () => null);
  const { questions } = useGuideContent();
  const progress = useMemo(() => readProgress(saved, questions), [saved, questions]);
  const [missing, setMissing] = useState(false);
  /** Focus follows the family's own steps only: never on first load, nor when a reload restores a step. */
  const moved = useRef(false);
  // Each question and the result mount afresh, so their heading takes focus as it appears.
  const heading = useCallback((element: HTMLHeadingElement | null) => {
    if (element && moved.current) element.focus();
  }, []);

  const go = (next: Progress | null) => {
    moved.current = true;
    setMissing(false);
    save(next);
  };

  const answers = progress.answers;
  const result = progress.step === "result" ? completed(answers) : null;

  return (
    <Card padding="none" className="mx-auto max-w-3xl p-5 sm:p-8">
      {result ? (
        <Result
          answers={result}
          heading={heading}
          onChange={(step) => go({ step, answers, returning: true })}
          onStartAgain={() => go(null)}
        />
      ) : (
        <Step
          key={progress.step}
          step={progress.step === "result" ? "who" : progress.step}
          answers={answers}
          missing={missing}
          heading={heading}
          onChoose={(step, value) => {
            // A new main need makes an earlier answer about a health condition meaningless.
            const kept: PartialAnswers = step === "need" && value !== "condition" ? { ...answers, condition: undefined } : answers;
            setMissing(false);
            save({ ...progress, answers: { ...kept, [step]: value } });
          }}
          onBack={(step) => go({ ...progress, step })}
          onContinue={() => {
            const step = nextStep(progress);
            if (progress.step !== "result" && !answers[progress.step]) {
              setMissing(true);
              return false;
            }
            go({ step, answers, ...(progress.returning && step !== "result" && { returning: true }) });
            return true;
          }}
        />
      )}
    </Card>
  );
}

interface StepProps {
  step: StepId;
  answers: PartialAnswers;
  missing: boolean;
  heading: (element: HTMLHeadingElement | null) => void;
  onChoose: (step: StepId, value: string) => void;
  onBack: (step: StepId) => void;
  /** False when nothing is chosen: the step then shows its message and keeps the family here. */
  onContinue: () => boolean;
}

function Step({ step, answers, missing, heading, onChoose, onBack, onContinue }: StepProps) {
  const guide = useGuideContent();
  const lang = useLang();
  const question = guide.questions[step];
  const number = questionNumber(step);
  const back = previousStep({ step, answers });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // An answer chosen before the guide's code came is in the page, not in the guide's state: taken
  // in as the guide hydrates, before its first render in the browser would clear the radio button.
  // Before the held press below, if there was one, goes on with it.
  useLayoutEffect(() => {
    const chosen = formRef.current?.querySelector<HTMLInputElement>(`input[name="${step}"]:checked`)?.value;
    if (chosen && !answers[step]) onChoose(step, chosen);
  }, [answers, onChoose, step]);
  useHeldPress(formRef, hydrated);
  const id = useId();
  const progressId = `${id}-progress`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const firstRadio = useRef<HTMLInputElement>(null);
  const hint = "hint" in question ? question.hint : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!onContinue()) firstRadio.current?.focus();
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate {...holdUntil(hydrated)}>
      <NoScriptDefault />
      {/* The progress stands outside the legend, so the question alone names the group; the group is described by it. */}
      <p id={progressId} className="text-lg font-bold text-primary">
        {fill(guide.progress, { number: formatNumber(number, lang), total: formatNumber(QUESTION_COUNT, lang) })}
      </p>
      <span aria-hidden="true" className="mt-2 block h-2 rounded-full bg-primary-tint">
        <span className={cn("block h-full rounded-full bg-primary", barWidths[number])} />
      </span>
      <fieldset aria-describedby={[progressId, hint && hintId, missing && errorId].filter(Boolean).join(" ")} className="mt-6">
        <legend className="w-full">
          <h2 ref={heading} tabIndex={-1} className={focusHeading}>
            {question.legend}
          </h2>
        </legend>
        {hint && (
          <p id={hintId} className="mt-3 text-lg">
            {hint}
          </p>
        )}
        <div aria-live="polite">
          {missing && (
            <p id={errorId} className="mt-4 flex items-start gap-2 text-lg font-bold text-destructive">
              <Icon name="triangle-alert" className="mt-1 size-5 shrink-0" />
              <span>
                <Message text={guide.choose} tags={spokenOnly} />
              </span>
            </p>
          )}
        </div>
        <div className={cn("mt-6 grid gap-3", missing && "border-l-4 border-destructive pl-3")}>
          {question.choices.map((choice, index) => {
            const inputId = `${id}-${choice.value}`;
            const choiceHint = "hint" in choice ? choice.hint : undefined;
            return (
              <div
                key={choice.value}
                className="relative flex flex-wrap items-center gap-x-4 gap-y-1 rounded-control border-2 border-border bg-surface px-4 py-3 has-checked:border-primary has-checked:bg-primary-tint"
              >
                <input
                  ref={index === 0 ? firstRadio : undefined}
                  id={inputId}
                  type="radio"
                  name={step}
                  value={choice.value}
                  checked={answers[step] === choice.value}
                  onChange={() => onChoose(step, choice.value)}
                  aria-describedby={choiceHint ? `${inputId}-hint` : undefined}
                  // A 44 px circle, easy to see and to hit; above the label's cover, so a click on it reaches it.
                  className="relative z-1 size-11 shrink-0 accent-primary"
                />
                {/* Beside the circle while there is room for a few words, under it at large text on a narrow phone. */}
                <div className="min-w-0 grow basis-32">
                  {/* The label covers the whole box, so the box is one large target. */}
                  <label htmlFor={inputId} className="text-lg font-bold after:absolute after:inset-0 after:content-['']">
                    {choice.label}
                  </label>
                  {choiceHint && (
                    <p id={`${inputId}-hint`} className="mt-1">
                      {choiceHint}
                    </p>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {back ? (
          <Button variant="outline" size="lg" onClick={() => onBack(back)}>
            <Icon name="arrow-left" />
            {guide.back}
          </Button>
        ) : (
          <span />
        )}
        {/*
          Pressed before the guide's code has come, the step is held and taken once it has
          (lib/held-press.tsx): sent by the browser, the form would put the answers in the
          address. Where scripts do not run, the button is not shown.
        */}
        <Button type="submit" size="lg" className="noscript:hidden">
          {number === QUESTION_COUNT ? guide.showResult : guide.next}
          <Icon name="arrow-right" />
        </Button>
      </div>
      <HeldNote />
    </form>
  );
}

interface ResultProps {
  answers: GuideAnswers;
  heading: (element: HTMLHeadingElement | null) => void;
  onChange: (step: StepId) => void;
  onStartAgain: () => void;
}

function Result({ answers, heading, onChange, onStartAgain }: ResultProps) {
  const content = useGuideContent();
  const { questions, result } = content;
  const suggestions = recommend(answers, content);

  const rows = (Object.keys(questions) as StepId[]).flatMap((step) => {
    const value = answers[step];
    if (!value) return [];
    const choices: readonly { value: string; label: string }[] = questions[step].choices;
    const { summaryLabel, changeLabel } = questions[step];
    return [{ step, label: summaryLabel, changeLabel, answer: choiceOf(choices, value).label }];
  });
  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className={focusHeading}>
        {result.title}
      </h2>
      <p className="mt-4 text-lg">{result.intro}</p>
      <SafetyNote note={safetyNoteOf(topicOf(answers), content.topics)} className="mt-6" />

      <div className="mt-6">
        <SuggestionList suggestions={suggestions} label={result.servicesLabel} />
      </div>

      <div className="mt-8">
        <SectionLink
          size="lg"
          className="w-full sm:w-auto"
          onNavigate={() => prefillMessage("tour", consultationMessage(answers, content))}
        >
          {result.consultation}
        </SectionLink>
        <p className="mt-3 text-lg">{result.consultationNote}</p>
      </div>

      <h3 className="mt-10 text-2xl">{result.answersTitle}</h3>
      <dl className="mt-4 divide-y divide-border border-y border-border">
        {rows.map((row) => (
          <div key={row.step} className="grid grid-cols-[1fr_auto] items-center gap-x-4 py-3">
            <dt className="font-bold">{row.label}</dt>
            <dd className="col-start-1 text-lg">{row.answer}</dd>
            <dd className="col-start-2 row-span-2 row-start-1">
              {/* Named with the answer it changes, in one sentence that starts with the visible word. */}
              <Button variant="link" className="px-2" aria-label={row.changeLabel} onClick={() => onChange(row.step)}>
                {result.change}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" size="lg" className="mt-6" onClick={onStartAgain}>
        {result.startAgain}
      </Button>

      <h3 className="mt-10 text-2xl">{result.nextTitle}</h3>
      <NextLinks className="mt-3" />
    </div>
  );
}
