/**
 * The short "Choosing care" block in Chinese, shared by /services and every service page: two
 * questions a family asks before it calls, each linked to the page that answers it.
 */
import type { ChoosingCare } from "~/content/services/choosing-care";

export const choosingCare: ChoosingCare = {
  title: "选择护理服务",
  links: [
    { question: "费用是多少？", label: "查看费用和经济援助", to: "/costs" },
    { question: "不确定这项服务适不适合？", label: "试试护理指南", to: "/care-guide" },
  ],
  overviewGuideQuestion: "这些服务当中，哪一项适合我们？",
};
