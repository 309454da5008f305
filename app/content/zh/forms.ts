/**
 * What the two request forms say in Chinese once someone uses them: a message for each field
 * that cannot be sent, the error summary, and the toasts after sending. The forms' checking and
 * sending code loads it when needed; what a form shows from the start is in form-fields.ts.
 */
import type {
  errorSummary as sourceErrorSummary,
  failureToast as sourceFailureToast,
  fieldErrors as sourceFieldErrors,
  forms as sourceForms,
} from "../forms";
import type { Translation } from "~/i18n/translation";

export { TOAST_DURATION_MS } from "../forms";

export const failureToast: Translation<typeof sourceFailureToast> = {
  title: "提交失败",
  description: "抱歉，提交您的请求时出错了。请再试一次，或直接致电我们。",
  tooManyRequests: "您的网络连接发送了太多请求。请致电我们，或几分钟后再试。",
};

export const forms: Translation<typeof sourceForms> = {
  tour: {
    successToast: {
      title: "参观预约已提交！",
      description: "谢谢您！我们会在24小时内联系您，安排参观时间。",
    },
    /** Sent to the email template as `to_name`. */
    toName: "护理团队",
  },
  contact: {
    successToast: {
      title: "留言已成功发送！",
      description: "谢谢您联系我们！在办公时间内，我们会在2小时内回复您。",
    },
    toName: "护理团队",
  },
};

/**
 * What to do about the problem with each field, shown above the field and in the error summary.
 * The sample email address and phone number stay as they are.
 */
export const fieldErrors: Translation<typeof sourceFieldErrors> = {
  firstName: { missing: "请填写您的名字" },
  lastName: { missing: "请填写您的姓氏" },
  email: {
    missing: "请填写您的电子邮件地址，例如 name@example.com",
    format: "请按正确格式填写电子邮件地址，例如 name@example.com",
  },
  phone: { missing: "请填写电话号码，例如 9123 4567" },
  message: { missing: "请填写您的留言，让我们知道可以怎样帮您" },
};

export const errorSummary: Translation<typeof sourceErrorSummary> = {
  title: "有问题需要您修改",
  /** Screen readers read it before each field's message, since they cannot see its colour. */
  prefix: "错误：",
};
