/**
 * Links of the shared header and footer in Chinese (docs/product.md, section 2, "Shared header"
 * and "Shared footer"). Paths are the English ones: the site adds /zh itself.
 */
import type {
  footerGroups as sourceFooterGroups,
  frameLabels as sourceFrameLabels,
  headerLinks as sourceHeaderLinks,
  helpLabels as sourceHelpLabels,
  textSizeLabels as sourceTextSizeLabels,
} from "../navigation";
import type { Translation } from "~/i18n/translation";

export const headerLinks: Translation<typeof sourceHeaderLinks> = [
  { label: "关于我们", to: "/about" },
  { label: "服务", to: "/services" },
  { label: "服务地区", to: "/locations" },
  { label: "家属心声", to: "/testimonials" },
  { label: "文章", to: "/blog" },
  { label: "常见问题", to: "/faq" },
  { label: "联系我们", to: "/contact" },
];

export const footerGroups: Translation<typeof sourceFooterGroups> = [
  {
    title: "基本服务",
    links: [
      { label: "个人护理", to: "/services/personal-care" },
      { label: "陪伴服务", to: "/services/companionship" },
      { label: "陪同就医", to: "/services/medical-escort" },
      { label: "夜间看护", to: "/services/overnight-care" },
    ],
  },
  {
    title: "专科护理",
    links: [
      { label: "癌症护理", to: "/services/cancer-care" },
      { label: "失智症护理", to: "/services/dementia-care" },
      { label: "糖尿病护理", to: "/services/diabetes-care" },
      { label: "慈怀护理", to: "/services/palliative-care" },
    ],
  },
  {
    title: "公司",
    links: [
      { label: "关于我们", to: "/about" },
      { label: "我们的服务", to: "/services" },
      { label: "文章", to: "/blog" },
      { label: "联系我们", to: "/contact" },
    ],
  },
  {
    // The pages that help a family choose, shown on every page. The header leaves them out and
    // keeps to the main sections, so that it fits on a phone.
    title: "选择护理",
    links: [
      { label: "护理指南", to: "/care-guide" },
      { label: "费用与经济援助", to: "/costs" },
      { label: "我们的护理人员", to: "/our-caregivers" },
    ],
  },
];

/** The help actions that sit in the same order on every page (WCAG 3.2.6). */
export const helpLabels: Translation<typeof sourceHelpLabels> = {
  consultation: "免费护理咨询",
  // The brand alone: with 致电 and the number beside it, it keeps the help bar to two rows on a phone.
  whatsapp: "WhatsApp",
  whatsappLong: "在 WhatsApp 和我们聊天",
  call: "致电",
  menuOpen: "打开主菜单",
  menuClose: "关闭主菜单",
};

/** The header's text-size control: its legend, and the name screen readers give each button. */
export const textSizeLabels: Translation<typeof sourceTextSizeLabels> = {
  legend: "字体大小",
  standard: "标准字体",
  large: "大字体",
  larger: "最大字体",
};

/** Words of the shared frame that visitors see or hear (landmark names stay in the components). */
export const frameLabels: Translation<typeof sourceFrameLabels> = {
  skipLink: "跳到主要内容",
  /** Beside the menu button's icon; the button's spoken name is helpLabels.menuOpen or menuClose. */
  menu: "菜单",
  /** Heard after the label of a link that opens in a new tab. */
  newTab: "（在新标签页打开）",
  /** Heard between a card link's label and the card's title. */
  linkAbout: "关于",
  /** The names screen readers announce for the page's landmarks and lists. */
  landmarks: {
    main: "主要内容",
    menu: "主菜单",
    breadcrumb: "页面路径",
    social: "社交媒体",
  },
  /** The page shown when a page cannot be displayed. */
  error: {
    title: "网页出现意外错误",
    text: "显示这个网页时出了问题。请再试一次，或返回首页。",
    home: "返回首页",
  },
};
