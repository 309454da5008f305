import { Icon } from "~/components/ui/icon";
import { Fragment, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import { Message } from "~/components/ui/message";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { ExternalLink } from "~/components/ui/external-link";
import { type FormKind, type RequestValues, requestFieldsIn } from "~/content/form-fields";
import { emailHref, phoneHref } from "~/content/site";
import { useDictionary, useLang, useWhatsappHref } from "~/i18n/context";
import { EMAIL_PATTERN } from "./email-pattern";
import { HONEYPOT_FIELD, HONEYPOT_LABEL, draftKey } from "./form-names";
import type { Problem } from "./form-helpers";
import { HeldNote, NoScriptDefault, holdUntil, useHeldPress } from "~/lib/held-press";
import { useHydrated } from "~/lib/use-hydrated";

const loadHelpers = () => import("./form-helpers");
type Helpers = Awaited<ReturnType<typeof loadHelpers>>;

const inputClass =
  "mt-2 block w-full rounded-control border-2 border-muted bg-surface px-4 py-3 text-lg text-ink focus-visible:border-primary aria-invalid:border-destructive";

/**
 * Why the form cannot send, with call, WhatsApp and email right there: after a failed send, and
 * (the same box, in calmer colours) where the page's scripts do not run, or a send waits long for them.
 */
function CannotSend({ title, text, failed, className }: { title: string; text: string; failed?: boolean; className?: string }) {
  const whatsappHref = useWhatsappHref();
  const { directLinks } = useDictionary().form;
  // Without the scripts, the notice stands where the send button would: plain links keep it compact.
  const link = failed
    ? undefined
    : "inline-flex min-h-11 items-center gap-2 rounded-control font-bold text-primary underline underline-offset-4";
  const links = [
    { href: phoneHref, icon: "phone", label: directLinks.call, external: false },
    { href: whatsappHref, icon: "message-circle", label: directLinks.whatsapp, external: true },
    { href: emailHref, icon: "mail", label: directLinks.email, external: false },
  ] as const;
  return (
    <div
      role={failed ? "alert" : undefined}
      className={cn(
        "rounded-control border-2",
        failed ? "border-destructive bg-surface p-4 sm:col-span-2" : "border-primary bg-primary-tint px-4 py-3",
        className,
      )}
    >
      <p className={cn("flex items-center gap-2 text-lg font-bold", failed && "text-destructive")}>
        <Icon name={failed ? "triangle-alert" : "info"} className="size-6 shrink-0" />
        {title}
      </p>
      <p className="mt-1">{text}</p>
      <div className={failed ? "mt-3 flex flex-wrap gap-3" : "flex flex-wrap gap-x-4"}>
        {links.map(({ href, icon, label, external }) => {
          const content = (
            <>
              <Icon name={icon} />
              {label}
            </>
          );
          const anchor = external ? (
            <ExternalLink href={href} className={link}>
              {content}
            </ExternalLink>
          ) : (
            <a href={href} className={link}>
              {content}
            </a>
          );
          return failed ? (
            <Button key={href} asChild variant="outline">
              {anchor}
            </Button>
          ) : (
            <Fragment key={href}>{anchor}</Fragment>
          );
        })}
      </div>
    </div>
  );
}

/**
 * A request for a tour or consultation (home) or a message (contact page).
 * Uncontrolled fields: typing before the page has hydrated is kept, and the draft is saved to
 * session storage on every change so a reload loses nothing. The send itself is loaded on demand.
 */
export function RequestForm({ kind, labelledBy }: { kind: FormKind; labelledBy: string }) {
  const words = useDictionary().form;
  const lang = useLang();
  const { formLabels, formNotes, scriptNotice, fieldLabels } = words;
  const copy = formLabels[kind];
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");
  /** The fields that stopped the last submit, still wrong; null when none. */
  const [problems, setProblems] = useState<Problem[] | null>(null);
  /** How many submits found problems: each one sends focus back to the summary. */
  const [attempt, setAttempt] = useState(0);
  const [helpers, setHelpers] = useState<Helpers | null>(null);
  const hydrated = useHydrated();
  useHeldPress(formRef, hydrated);
  const id = useId();
  const fieldId = (name: keyof RequestValues) => `${id}-${name}`;

  // Put back what the visitor typed before a reload (the code that does it comes only if needed).
  useEffect(() => {
    try {
      if (sessionStorage.getItem(draftKey(kind)))
        void loadHelpers().then((module) => formRef.current && module.restoreDraft(formRef.current, kind));
    } catch {
      // Blocked storage holds no draft.
    }
  }, [kind]);

  const saveDraft = () => void loadHelpers().then((module) => formRef.current && module.saveDraft(formRef.current, kind));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return; // one send per click, however fast the clicks come
    inFlight.current = true;
    try {
      const loaded = await loadHelpers();
      const found = loaded.problemsIn(form, words);
      setHelpers(loaded);
      setProblems(found.length ? found : null);
      if (found.length) {
        // Nothing is sent; the summary takes focus and lists what to fix.
        setStatus("idle");
        setAttempt((count) => count + 1);
        return;
      }
      await loaded.sendForm(form, kind, () => setStatus("sending"), words, lang);
      setStatus("idle");
    } catch (error) {
      console.error("The request was not sent:", error);
      setStatus("failed");
      await loadHelpers()
        .then((module) => module.notifyFailure(words.failureToast, error))
        .catch(() => {}); // the inline message below still tells the visitor
    } finally {
      inFlight.current = false;
    }
  };

  const sending = status === "sending";
  return (
    <>
      <form
        ref={formRef}
        method="post"
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={handleSubmit}
        {...holdUntil(hydrated)}
        className="group grid gap-5 rounded-card border border-border bg-surface p-5 sm:grid-cols-2 md:p-8"
      >
        <NoScriptDefault />
        {helpers && problems && <helpers.ErrorSummary key={attempt} problems={problems} fieldId={fieldId} />}
        <p className="text-base text-muted sm:col-span-2">{formNotes.required}</p>
        {requestFieldsIn(lang).map((field) => {
          const inputId = fieldId(field.name);
          // First and last name sit side by side on wider screens; the other fields take the row.
          const wide = !field.name.endsWith("Name");
          const problem = problems?.find((entry) => entry.name === field.name);
          const hintId = field.type === "textarea" ? `${inputId}-hint` : "";
          const errorId = problem ? `${inputId}-error` : "";
          const common = {
            id: inputId,
            name: field.name,
            required: true,
            "aria-invalid": problem ? true : undefined,
            "aria-describedby": `${hintId} ${errorId}`.trim() || undefined,
            className: inputClass,
            onInput: saveDraft,
            // Fetch the checking and sending code as soon as someone starts filling in the form.
            onFocus: () => void loadHelpers().then(setHelpers),
            // A corrected field loses its message as the visitor leaves it, not only on the next submit;
            // but not when they leave it for the send button: the summary going would move the
            // button from under the pointer between press and release, and the send would be lost.
            // The send checks every field anyway.
            onBlur: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement; relatedTarget: EventTarget | null }) => {
              if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === "submit") return;
              if (helpers && problems) setProblems(helpers.recheck(event.currentTarget, problems, words));
            },
          };
          return (
            <div key={field.name} className={wide ? "sm:col-span-2" : undefined}>
              <label htmlFor={inputId} className="block text-lg font-bold">
                {fieldLabels[field.name]}
              </label>
              {hintId && (
                <span id={hintId} className="mt-1 block text-base text-muted">
                  {copy.messageHint}
                </span>
              )}
              {helpers && problem && <helpers.FieldError id={errorId} message={problem.message} />}
              {field.type === "textarea" ? (
                <textarea rows={5} {...common} />
              ) : (
                <input
                  type={field.type}
                  autoComplete={field.autoComplete}
                  pattern={field.type === "email" ? EMAIL_PATTERN : undefined}
                  {...common}
                />
              )}
            </div>
          );
        })}

        {/* Hidden from people and from assistive technology; only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            {HONEYPOT_LABEL}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>

        {status === "failed" && <CannotSend failed title={formNotes.failureTitle} text={formNotes.failureText} />}

        {/*
          The send button is there and takes a press from the first paint: a send pressed before
          the form's code has come is held and made once it has (lib/held-press.tsx), and the
          status line says so. Where scripts do not run at all, or a held send waits long, the
          notice says why and gives the other ways to reach us.
        */}
        <div className="sm:col-span-2">
          <Button type="submit" variant="care" size="lg" disabled={sending} className="w-full sm:w-auto noscript:hidden">
            {sending ? copy.pendingLabel : copy.submitLabel}
          </Button>
          <HeldNote />
          <CannotSend title={scriptNotice.title} text={scriptNotice.text} className="mt-4 hidden group-data-slow:block noscript:block" />
          <p className="mt-4 text-base">
            <Message text={formNotes.privacy} tags={{ link: <Link to="/privacy" className="font-bold text-primary underline" /> }} />
          </p>
        </div>
      </form>
      {/* Mounted once the form is in use; a toast raised just before still shows. */}
      {helpers && <helpers.RequestToaster />}
    </>
  );
}
