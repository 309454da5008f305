import { describe, expect, it } from "vitest";
import {
  EMAIL_SHAPE,
  MAX_JSON_DEPTH,
  MESSAGE_BYTES,
  PAGE_BYTES,
  decodeUtf8,
  jsonDepth,
  readEmailLead,
  readSheetLead,
  repeatedKey,
} from "./lead.mjs";

const params = {
  from_name: "Mei Ling Tan",
  from_email: "mei@example.com",
  phone: "+65 9123 4567",
  message: "Hello",
  to_name: "Care Team",
  language: "English",
  form: "tour",
  page: "/",
};
const email = {
  lib_version: "4.4.1",
  user_id: "local-inbox",
  service_id: "local_service",
  template_id: "local_template",
  template_params: params,
};
const sheet = {
  target: "Schedule",
  firstName: "Mei Ling",
  lastName: "Tan",
  email: "mei@example.com",
  phone: "9123 4567",
  message: "Hello",
  language: "English",
  form: "contact",
  page: "/zh/contact",
};

/** @param {unknown} body */
const emailReason = (body) => {
  const result = readEmailLead(typeof body === "string" ? body : JSON.stringify(body));
  return result.ok ? null : result.reason;
};

/** Why an email lead is refused once its template parameters take `change`. @param {Record<string, unknown>} change */
const originReason = (change) => emailReason({ ...email, template_params: { ...params, ...change } });

describe("readEmailLead", () => {
  it("takes the email SDK's body as the forms send it, in any script", () => {
    expect(readEmailLead(JSON.stringify(email))).toEqual({ ok: true, value: email });
    const chinese = {
      ...email,
      template_params: { ...params, from_name: "陈美玲", message: "您好，请致电。😀", language: "Chinese (简体中文)" },
    };
    expect(readEmailLead(JSON.stringify(chinese))).toEqual({ ok: true, value: chinese });
  });

  it.each([
    [null, "The request body must be a JSON object."],
    [[email], "The request body must be a JSON object."],
    [{ ...email, template_params: undefined }, "The template parameters (template_params) are missing."],
    [{ ...email, template_params: [params] }, "The template parameters (template_params) must be an object."],
    [{ ...email, user_id: 7 }, "The field user_id must be text."],
    [{ ...email, extra: "x" }, 'Unknown field "extra".'],
    [{ ...email, template_params: { ...params, from_name: { toString: 1 } } }, "The field template_params.from_name must be text."],
    [{ ...email, template_params: { ...params, phone: 91234567 } }, "The field template_params.phone must be text."],
    [{ ...email, template_params: { ...params, message: undefined } }, "The field template_params.message is missing."],
    [{ ...email, template_params: { ...params, from_email: "abc@d" } }, "The field template_params.from_email is not an email address."],
    [
      { ...email, template_params: { ...params, message: "x".repeat(MESSAGE_BYTES + 1) } },
      `The field template_params.message is longer than ${MESSAGE_BYTES} bytes.`,
    ],
    [
      { ...email, template_params: { ...params, from_name: "x".repeat(3000) } },
      "The field template_params.from_name is longer than 2048 bytes.",
    ],
  ])("refuses what the forms never send, with a reason (%#)", (body, reason) => {
    expect(emailReason(body)).toBe(reason);
  });

  it("refuses a name given twice in one object, as the sheet call does, naming it", () => {
    const twice = JSON.stringify(email).replace('"message":', '"message":"first","message":');
    expect(emailReason(twice)).toBe('The field "template_params.message" is sent twice.');
    const topTwice = JSON.stringify(email).replace('"user_id":', '"user_id":"a", "user_id" :');
    expect(emailReason(topTwice)).toBe('The field "user_id" is sent twice.');
  });

  it("requires the form and the page a lead was sent from, each of the right kind", () => {
    expect(originReason({ form: "contact", page: "/zh/contact" })).toBeNull();
    expect(originReason({ form: undefined })).toBe("The field template_params.form is missing.");
    expect(originReason({ page: undefined })).toBe("The field template_params.page is missing.");
    const badForms = ["", "Tour", "schedule", "tour "];
    expect(badForms.map((form) => originReason({ form }))).toEqual(
      badForms.map(() => "The field template_params.form must be one of: tour, contact."),
    );
    const badPages = ["", "contact", "//evil.example", "/../a", "/a/./b", "/a/", "https://evil.example/", "/a b", "/a?b=1", "/a#b"];
    expect(badPages.map((page) => originReason({ page }))).toEqual(
      badPages.map(() => "The field template_params.page must be the path of a page of this site, such as /contact."),
    );
    expect(originReason({ page: `/${"a".repeat(PAGE_BYTES)}` })).toBe(`The field template_params.page is longer than ${PAGE_BYTES} bytes.`);
    const goodPages = ["/", "/zh", "/services/dementia-care", "/%E6%8A%A4%E7%90%86", "/a.b/c~d_e"];
    expect(goodPages.map((page) => originReason({ page }))).toEqual(goodPages.map(() => null));
  });

  it("refuses a field named __proto__, written as JSON text", () => {
    const text = JSON.stringify(email).replace('"lib_version"', '"__proto__":{"x":1},"lib_version"');
    expect(emailReason(text)).toBe('Unknown field "__proto__".');
  });

  it("refuses a lone half of a UTF-16 pair, which JSON can write but UTF-8 cannot hold", () => {
    const text = JSON.stringify(email).replace('"Hello"', '"Hello \\ud800"');
    expect(emailReason(text)).toBe("The field template_params.message is not valid Unicode.");
  });

  it("refuses deep nesting before parsing it, however deep", () => {
    expect(emailReason(`${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`)).toBe("The JSON is nested too deeply.");
    expect(emailReason(`{"a":${"{".repeat(MAX_JSON_DEPTH)}`)).toBe("The JSON is nested too deeply.");
  });
});

describe("repeatedKey", () => {
  it("finds a name repeated within one object, at any depth, and only there", () => {
    expect(repeatedKey('{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}')).toBeNull();
    expect(repeatedKey('{"a":1, "a" :2}')).toBe("a");
    expect(repeatedKey('{"x":{"a":1},"y":{"a":1,"b":"\\"a\\":","a":2}}')).toBe("y.a");
    // A name spelt with an escape is the same name.
    expect(repeatedKey('{"ab":1,"\\u0061b":2}')).toBe("ab");
    // Values that look like names are values.
    expect(repeatedKey('{"a":"a","b":["a","a"]}')).toBeNull();
  });
});

describe("jsonDepth", () => {
  it("counts arrays and objects, not brackets inside strings or escaped quotes", () => {
    expect(jsonDepth("1")).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[{{{\\"[[["}')).toBe(1);
    expect(jsonDepth("[".repeat(50), 10)).toBe(11);
  });
});

describe("readSheetLead", () => {
  it("takes the sheet call's nine fields, decoding UTF-8 and '+'", () => {
    expect(readSheetLead(new URLSearchParams(sheet).toString())).toEqual({ ok: true, value: sheet });
    const chinese = { ...sheet, firstName: "美玲", message: "a+b = c & d" };
    expect(readSheetLead(new URLSearchParams(chinese).toString())).toEqual({ ok: true, value: chinese });
  });

  it.each([
    [`${new URLSearchParams(sheet)}&target=Again`, 'The field "target" is sent twice.'],
    [`${new URLSearchParams(sheet)}&website=x`, 'Unknown field "website".'],
    [new URLSearchParams({ ...sheet, email: "abc@d" }).toString(), "The field email is not an email address."],
    [new URLSearchParams(sheet).toString().replace("firstName=Mei", "firstName=%FFMei"), "The form data is not URL-encoded UTF-8."],
    [new URLSearchParams(sheet).toString().replace("firstName=Mei", "firstName=%E4%B8Mei"), "The form data is not URL-encoded UTF-8."],
    [new URLSearchParams(sheet).toString().replace("firstName=Mei", "firstName=%zzMei"), "The form data is not URL-encoded UTF-8."],
    [new URLSearchParams(sheet).toString().replace("&language=English", ""), "The field language is missing."],
    [new URLSearchParams(sheet).toString().replace("&form=contact", ""), "The field form is missing."],
    [new URLSearchParams({ ...sheet, form: "Schedule" }).toString(), "The field form must be one of: tour, contact."],
    [new URLSearchParams(sheet).toString().replace("&page=%2Fzh%2Fcontact", ""), "The field page is missing."],
    [
      new URLSearchParams({ ...sheet, page: "https://evil.example/zh" }).toString(),
      "The field page must be the path of a page of this site, such as /contact.",
    ],
    [`${new URLSearchParams(sheet)}&page=%2F`, 'The field "page" is sent twice.'],
    ["", "The field target is missing."],
  ])("refuses what the sheet call never sends, with a reason (%#)", (body, reason) => {
    expect(readSheetLead(body)).toEqual({ ok: false, reason });
  });
});

describe("decodeUtf8 and EMAIL_SHAPE", () => {
  it("decodes UTF-8 and refuses anything else instead of replacing it", () => {
    expect(decodeUtf8(Buffer.from("陈 😀", "utf8"))).toBe("陈 😀");
    expect(decodeUtf8(Buffer.from([0x61, 0xe9, 0x62]))).toBeNull();
    expect(decodeUtf8(Buffer.from([0xed, 0xa0, 0x80]))).toBeNull();
  });

  it("asks of an email address what the form asks: one @ and a domain with a dot", () => {
    const good = ["a@b.co", "mei.ling+care@example.com.sg", "x@xn--fiqs8s.sg"];
    const bad = ["abc@d", "a@b.", "a@.b", "a b@c.d", "a@b@c.d", "@b.c", "a@b..c"];
    expect([...good, ...bad].filter((address) => EMAIL_SHAPE.test(address))).toEqual(good);
  });
});
