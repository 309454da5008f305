import { Icon } from "~/components/ui/icon";
import { type FormEvent, Suspense, lazy, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { type FormKind, type RequestValues, formNotes, forms, requestFields } from "~/content/forms";
import { phoneHref, site, whatsappHref } from "~/content/site";

const RequestToaster = lazy(() => import("./toaster"));
const loadSubmit = () => import("./submit");
/** Fetch the sending code as soon as someone starts filling in the form. */
const preload = () => void loadSubmit();

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "website";

const draftKey = (kind: FormKind) => `request-draft:${kind}`;

function readDraft(kind: FormKind): Partial<RequestValues> {
  try {
    return JSON.parse(sessionStorage.getItem(draftKey(kind)) ?? "{}") as Partial<RequestValues>;
  } catch {
    return {};
  }
}

function valuesOf(form: HTMLFormElement): RequestValues {
  const data = new FormData(form);
  const value = (name: keyof RequestValues) => String(data.get(name) ?? "");
  return { firstName: value("firstName"), lastName: value("lastName"), email: value("email"), phone: value("phone"), message: value("message") };
}

const subscribeNever = () => () => {};

/** False in the prerendered HTML and during hydration, true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const inputClass =
  "mt-2 block w-full rounded-[var(--radius-control)] border-2 border-muted bg-surface px-4 py-3 text-lg text-ink placeholder:text-muted focus-visible:border-primary";

/**
 * A request for a tour or consultation (home) or a message (contact page).
 * Uncontrolled fields: typing before the page has hydrated is kept, and the draft is saved to
 * session storage on every change so a reload loses nothing. The send itself is loaded on demand.
 */
export function RequestForm({ kind, labelledBy }: { kind: FormKind; labelledBy: string }) {
  const copy = forms[kind];
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");
  const hydrated = useHydrated();
  const id = useId();

  // Put back what the visitor typed before a reload.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = readDraft(kind);
    for (const field of requestFields) {
      const element = form.elements.namedItem(field.name) as HTMLInputElement | HTMLTextAreaElement | null;
      const saved = draft[field.name];
      if (element && saved && !element.value) element.value = saved;
    }
  }, [kind]);

  const saveDraft = () => {
    if (!formRef.current) return;
    try {
      sessionStorage.setItem(draftKey(kind), JSON.stringify(valuesOf(formRef.current)));
    } catch {
      // Storage can be full or blocked; the fields themselves still hold the text.
    }
  };

  const succeed = async (form: HTMLFormElement) => {
    form.reset();
    sessionStorage.removeItem(draftKey(kind));
    setStatus("idle");
    (await loadSubmit()).notifySuccess(kind);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return; // one send per click, however fast the clicks come
    inFlight.current = true;
    try {
      // Bots fill every field; people never see this one. Pretend success, send nothing.
      if (new FormData(form).get(HONEYPOT_FIELD)) {
        await succeed(form);
        return;
      }
      setStatus("sending");
      const { submitRequest } = await loadSubmit();
      await submitRequest(kind, valuesOf(form));
      await succeed(form);
    } catch (error) {
      console.error("The request was not sent:", error);
      setStatus("failed");
      await loadSubmit()
        .then((module) => module.notifyFailure())
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
        aria-labelledby={labelledBy}
        onSubmit={handleSubmit}
        className="grid gap-5 rounded-[var(--radius-card)] border border-border bg-surface p-5 sm:grid-cols-2 md:p-8"
      >
        <p className="text-base text-muted sm:col-span-2">{formNotes.required}</p>
        {requestFields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const wide = field.name === "email" || field.name === "phone" || field.name === "message";
          return (
            <div key={field.name} className={wide ? "sm:col-span-2" : undefined}>
              <label htmlFor={fieldId} className="block text-lg font-bold">
                {field.label}
              </label>
              {field.type === "textarea" ? (
                <>
                  <span id={`${fieldId}-hint`} className="mt-1 block text-base text-muted">
                    {copy.messageHint}
                  </span>
                  <textarea
                    id={fieldId}
                    name={field.name}
                    required
                    rows={5}
                    aria-describedby={`${fieldId}-hint`}
                    className={inputClass}
                    onInput={saveDraft}
                    onFocus={preload}
                  />
                </>
              ) : (
                <input
                  id={fieldId}
                  name={field.name}
                  type={field.type}
                  required
                  autoComplete={field.autoComplete}
                  className={inputClass}
                  onInput={saveDraft}
                  onFocus={preload}
                />
              )}
            </div>
          );
        })}

        {/* Hidden from people and from assistive technology; only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>

        {status === "failed" && (
          <div role="alert" className="rounded-[var(--radius-control)] border-2 border-destructive bg-surface p-4 sm:col-span-2">
            <p className="flex items-center gap-2 text-lg font-bold text-destructive">
              <Icon name="triangle-alert" className="size-6 shrink-0" />
              {formNotes.failureTitle}
            </p>
            <p className="mt-2">{formNotes.failureText}</p>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="outline">
                <a href={phoneHref}>
                  <Icon name="phone" />
                  Call {site.phone}
                </a>
              </Button>
              <Button asChild variant="outline">
                <ExternalLink href={whatsappHref}>
                  <Icon name="message-circle" />
                  WhatsApp us
                </ExternalLink>
              </Button>
            </div>
          </div>
        )}

        <div className="sm:col-span-2">
          <Button type="submit" variant="care" size="lg" disabled={!hydrated || sending} className="w-full sm:w-auto">
            {sending ? copy.pendingLabel : copy.submitLabel}
          </Button>
          <p className="mt-4 text-base">
            {formNotes.privacy}{" "}
            <Link to="/privacy" className="font-bold text-primary underline">
              {formNotes.privacyLink}
            </Link>
            .
          </p>
        </div>
      </form>
      <Suspense fallback={null}>
        <RequestToaster />
      </Suspense>
    </>
  );
}
